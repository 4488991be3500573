import type { Page, Request } from '@playwright/test';
import { failApiCalls } from './fixtures.ts';

/** Requests that count as tracking: tracker scripts, tracking and ppc-fb calls. */
export const TRACKING_REQUEST = /\/vendor\/(gtm|matomo|partner-widget)\.js|\/api\/(tracking-[\w-]+|ppc-fb-[\w-]+)/;

/** Every request path the page makes from now on (with its query). */
export function networkLog(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

export const trackingRequests = (log: string[]) => log.filter((path) => TRACKING_REQUEST.test(path));

/** window.dataLayer, with gtag's Arguments objects turned into arrays. */
export function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
  });
}

export interface RecordedCall {
  endpoint: string;
  payload: Record<string, unknown>;
}

/**
 * What the reference API recorded for this browser's session (test-only endpoint), asked from
 * the page itself: same origin and cookies, and *.localhost resolves only in the browser.
 */
export async function recordedCalls(page: Page): Promise<RecordedCall[]> {
  return page.evaluate(async () => {
    const reply = await fetch('/api/test/tracking-calls', { headers: { accept: 'application/json' } });
    return ((await reply.json()) as { calls: RecordedCall[] }).calls;
  });
}

/** Makes this browser's next cookie-preference saves fail (the test server's seam, per browser). */
export async function failCookieSave(page: Page): Promise<void> {
  await failApiCalls(page, 'cookie-preference-save');
}

export const CONSENT_FAILURE = [/status of 503/, /\[summit:consent\] cookie preferences could not be saved/];
