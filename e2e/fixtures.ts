import { test as base, expect, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { E2E_PORT } from '../playwright.config.ts';
import { CLIENT_HEADER } from '../contracts/headers.ts';
import { FIXTURE_STORE_DIRS, PRODUCT_STORE_DIRS, loadStores } from '../core/store/files.node.ts';
import { FAIL_COOKIE, VERSION_COOKIE } from '../tests/support/test-seams.ts';

/** The URL of a path in a store, by the store's host (localhost = UK, fr.localhost, de.localhost, qa.localhost). */
export function storeUrl(host: 'localhost' | `${string}.localhost`, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}

/** The headers of an API call as the storefront makes it (contracts/headers.ts); a page's own fetch takes them as an argument. */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = { [CLIENT_HEADER]: '1' };
export const JSON_CLIENT_HEADERS: Readonly<Record<string, string>> = { 'content-type': 'application/json', [CLIENT_HEADER]: '1' };

/**
 * Posts to the store's API from one of its pages (its host and session cookie; the runner cannot
 * resolve *.localhost), for what a test sets up rather than tests: a product in the basket, a new member.
 */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<void> {
  const reply = await page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    { path, body, headers: JSON_CLIENT_HEADERS },
  );
  expect(reply.status, reply.text).toBe(200);
}

/** Waits until the first page is on screen (the shell sets this flag). */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('html[data-summit-ready="true"]')).toHaveCount(1);
}

/**
 * Waits until the deferred plugins (consent, trackers, app banner, account pages) have loaded
 * and set up: before that, a plugin's code missing from the downloads proves nothing.
 */
export async function waitForPlugins(page: Page): Promise<void> {
  await expect(page.locator('html[data-summit-plugins="settled"]')).toHaveCount(1);
}

interface Fixtures {
  /** Console errors seen during the test; a test that expects some reads and clears them. */
  consoleErrors: string[];
}

/**
 * Holds the entry script back until the returned function is called: until then the page is the
 * server's, not hydrated, as a shopper on a slow connection has it.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Every test fails on an unexpected console error or uncaught page error, so a broken chunk
 * or a React warning cannot hide behind a passing assertion.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Removes the errors a test expects (e.g. Chromium's 'Failed to load resource: ... 404' for a
 * path the server lookup does not know) and fails if any other error is left.
 */
export function expectOnlyConsoleErrors(errors: string[], ...allowed: RegExp[]): void {
  const rest = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
  errors.length = 0;
  expect(rest, 'unexpected console errors').toEqual([]);
}

/**
 * A guest on a category page gets the register modal once the products are there (spec 02
 * section 4), or the new login form when the draw put them in Variation1 of the demo's
 * new-login-forms test: a test that goes on browsing the page closes it first (Escape).
 * The modal waits for the cookie banner's answer and comes once per visit: while the banner
 * asks, or once the visit has seen it, there is none to close.
 */
export async function closeRegisterModal(page: Page): Promise<void> {
  const modal = page.getByTestId('modal');
  const authModal = modal.getByTestId('register-modal').or(modal.getByTestId('auth-modal'));
  const banner = page.getByTestId('cookie-banner');
  await expect
    .poll(async () => {
      if (await authModal.isVisible()) return 'modal';
      if (await banner.isVisible()) return 'none';
      const seen = await page.evaluate(() => sessionStorage.getItem('summit.auth-modal.shown') === '1');
      return seen ? 'none' : 'waiting';
    })
    .not.toBe('waiting');
  if (!(await authModal.isVisible())) return;
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/**
 * Keeps a fresh visitor in the given variations of the demo's A/B tests, as if the ab-tests
 * plugin had drawn them (it keeps a draw per store in local storage, `summit.ab-tests.<storeId>`):
 * the demo config sends half the visitors to Variation1 of the new-login-forms test, and a spec
 * about what the others see must not depend on the draw. A variation forced by the address still wins.
 */
export async function keepDrawnVariations(page: Page, drawn: Record<string, string>): Promise<void> {
  const storeIdByHost = Object.fromEntries(
    loadStores(resolve(import.meta.dirname, '..'), { storeDirs: [...PRODUCT_STORE_DIRS, ...FIXTURE_STORE_DIRS] }).stores.flatMap((store) =>
      store.hosts.map((host) => [host, store.storeId]),
    ),
  );
  await page.addInitScript(
    ({ ids, variations }) => {
      const storeId = ids[window.location.hostname];
      const key = `summit.ab-tests.${storeId}`;
      if (storeId !== undefined && window.localStorage.getItem(key) === null)
        window.localStorage.setItem(key, JSON.stringify({ drawn: variations, forced: {} }));
    },
    { ids: storeIdByHost, variations: drawn },
  );
}

export const NOT_FOUND_RESOURCE = /Failed to load resource: the server responded with a status of 404/;

/**
 * Records a cookie choice (everything refused) for the store's session before a test visits it,
 * as a returning shopper would have: the French store's blocking consent modal then stays away.
 */
export async function refuseCookiesFirst(page: Page, host: Parameters<typeof storeUrl>[0]): Promise<void> {
  // The cookie policy page never blocks; the choice is saved from there through the API.
  await page.goto(storeUrl(host, '/cookie-policy'));
  await waitForShell(page);
  await postFromPage(page, '/api/cookie-preference-save', { accepted_functional: false, accepted_advertising: false });
}

/**
 * Delays every request matching `pattern` and records the most that were in flight at once
 * (to check the storefront's concurrency limits through the real UI).
 */
export async function trackConcurrency(page: Page, pattern: string, delayMs: number): Promise<{ most: number; calls: number }> {
  const seen = { most: 0, calls: 0 };
  let inFlight = 0;
  await page.route(pattern, async (route) => {
    seen.calls += 1;
    inFlight += 1;
    seen.most = Math.max(seen.most, inFlight);
    await new Promise((done) => setTimeout(done, delayMs));
    try {
      await route.fulfill({ response: await route.fetch() });
    } catch {
      // The test ended with this request in flight.
    } finally {
      inFlight -= 1;
    }
  });
  return seen;
}

export { expect };

/** The test server's seams act per browser, through a cookie on the page's host (tests/support/test-seams.ts). */
async function setSeamCookie(page: Page, name: string, value: string | null): Promise<void> {
  const url = new URL(page.url()).origin;
  if (value === null) await page.context().clearCookies({ name });
  else await page.context().addCookies([{ name, value, url }]);
}

/** This browser's calls of these endpoints (paths under /api) answer 503 from now on. */
export async function failApiCalls(page: Page, ...endpoints: string[]): Promise<void> {
  await setSeamCookie(page, FAIL_COOKIE, endpoints.join(','));
}

/**
 * Before the first page: this browser's calls of these endpoints answer 503 on that host, those the
 * server makes for it while rendering its pages included.
 */
export async function failApiCallsOn(page: Page, host: Parameters<typeof storeUrl>[0], ...endpoints: string[]): Promise<void> {
  await page.context().addCookies([{ name: FAIL_COOKIE, value: endpoints.join(','), url: storeUrl(host) }]);
}

/**
 * Goes to a path inside the app, as a link in it would (no page load): the browser then resolves
 * the route and fetches the page's data itself, where a first page comes rendered by the server.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** From now on the API tells this browser that another build is deployed (null: the served one again). */
export async function pretendDeploy(page: Page, version: string | null): Promise<void> {
  await setSeamCookie(page, VERSION_COOKIE, version);
}
