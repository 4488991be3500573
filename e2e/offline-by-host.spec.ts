import type { Page } from '@playwright/test';
import { expect, expectOnlyConsoleErrors, failApiCallsOn, storeUrl, test } from './fixtures.ts';

/*
 * Spec 02 section 4: ERROR always shows the unavailable screen; OFFLINE only on certain hosts
 * (the store config's offlineScreenHosts: the QA store names its own host, the UK store none).
 * Elsewhere an offline shopper is told their connection is down, and the shop comes back with it.
 */

/** The browser says it is offline and no API call gets through, until `backOnline`. */
async function goOffline(page: Page, host: 'localhost' | 'qa.localhost') {
  await failApiCallsOn(page, host, 'session');
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => (window as { summitOnline?: boolean }).summitOnline === true });
  });
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function backOnline(page: Page) {
  await page.unroute('**/api/**');
  await page.context().clearCookies();
  await page.evaluate(() => {
    (window as { summitOnline?: boolean }).summitOnline = true;
    window.dispatchEvent(new Event('online'));
  });
}

const ALLOWED = [/\[summit:shell\] session fetch failed/, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/];

test('offline on a host without the rule: the shopper is told so, and the shop comes back with the connection', async ({ page, consoleErrors }) => {
  await goOffline(page, 'localhost');
  await page.goto(storeUrl('localhost', '/'));
  const notice = page.getByTestId('offline-notice');
  await expect(notice.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(notice).toContainText('Check your internet connection.');
  await expect(page.getByTestId('unavailable')).toHaveCount(0);
  await backOnline(page);
  await expect(page.getByTestId('header')).toBeVisible();
  expectOnlyConsoleErrors(consoleErrors, ...ALLOWED);
});

test('offline on one of the store’s certain hosts: the unavailable screen', async ({ page, consoleErrors }) => {
  await goOffline(page, 'qa.localhost');
  await page.goto(storeUrl('qa.localhost', '/'));
  await expect(
    page.getByTestId('unavailable').getByRole('heading', { name: 'Oops... Victim of its own success, the site is temporarily unavailable.' }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  expectOnlyConsoleErrors(consoleErrors, ...ALLOWED, /fault-probe/);
});
