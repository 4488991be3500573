import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { networkQuietAt, type RequestSpan, type TimedEntry } from './main-thread-figures.ts';

/** A phone: its viewport, touch, and Chrome's CPU slowed down 4× (issue 34's method). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const CPU_SLOWDOWN = 4;
/** The longest a page may take to settle at 4× on a busy machine before the run counts as failed. */
const SETTLE_TIMEOUT_MS = 90_000;
const POLL_MS = 100;

/**
 * Records, from the document's start, every long task and every Event Timing entry of 16 ms or
 * more (the API's lowest threshold) on window.__mainThreadBench. A string, so that no helper
 * of the bundler that runs this script leaks into the page.
 */
const OBSERVERS = `(() => {
  const bench = { longTasks: [], events: [] };
  window.__mainThreadBench = bench;
  const keep = (into) => (list) => { for (const e of list.getEntries()) into.push({ startTime: e.startTime, duration: e.duration }); };
  new PerformanceObserver(keep(bench.longTasks)).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver(keep(bench.events)).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface Recorded {
  longTasks: TimedEntry[];
  events: TimedEntry[];
}

/** A fresh Chrome (no cache, no cookies, no compiled code from an earlier run) with one phone page, throttled. */
export interface PhoneSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Every request the page made, on the runner's clock (performance.now()). */
  requests: RequestSpan[];
  close: () => Promise<void>;
}

export async function openPhone(): Promise<PhoneSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  const context = await browser.newContext(PHONE);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests: RequestSpan[] = [];
  const open = new Map<object, RequestSpan>();
  page.on('request', (request) => {
    const span = { start: performance.now(), end: null };
    open.set(request, span);
    requests.push(span);
  });
  const finish = (request: object) => {
    const span = open.get(request);
    if (span) span.end = performance.now();
    open.delete(request);
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return { browser, context, page, requests, close: () => browser.close() };
}

/** Drops the HTTP cache, so that a page after a setup visit downloads its code as a first visit does. */
export async function clearCache(session: PhoneSession): Promise<void> {
  const cdp = await session.context.newCDPSession(session.page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Waits until the network has been quiet for 2 s since `from` (runner clock) and returns that
 * moment on the page's clock (its performance.now()).
 */
export async function waitForNetworkQuiet(session: PhoneSession, from: number): Promise<number> {
  const deadline = from + SETTLE_TIMEOUT_MS;
  for (;;) {
    const now = performance.now();
    const quietAt = networkQuietAt(session.requests, from, now);
    if (quietAt !== null) {
      const asked = performance.now();
      const pageNow = await session.page.evaluate(() => performance.now());
      // The page's clock read halfway through the round trip.
      return pageNow - ((asked + performance.now()) / 2 - quietAt);
    }
    if (now > deadline) throw new Error(`the network of ${session.page.url()} was not quiet within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The long tasks and event entries recorded so far, once the observers have been told about the last frame. */
export async function recorded(page: Page): Promise<Recorded> {
  // Event Timing reports an event after the frame it led to: two frames on, its entry is queued.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  return page.evaluate(() => (window as unknown as { __mainThreadBench: Recorded }).__mainThreadBench);
}

/** The page's clock now (for the start of an interaction). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Where a performance mark fell on the page's clock, or null when it never came. */
export const markTime = (page: Page, name: string): Promise<number | null> =>
  page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null, name);
