import type { Page } from '@playwright/test';
import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { readDataLayer } from './consent-support.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/** Chunk name (without hash) to the time its request started, and the first page's ready mark. */
async function chunkTimings(page: Page) {
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('summit-ready')[0]!.startTime;
    const chunks = Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname.match(/\/assets\/(.+)-[\w-]{8}\.js$/)?.[1], entry.startTime] as const)
        .filter((entry): entry is [string, number] => Boolean(entry[0])),
    );
    return { ready, chunks };
  });
}

test.describe('deferred plugins', () => {
  test('consent and the trackers load after the first page is on screen, and still hear it', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    const { ready, chunks } = await chunkTimings(page);
    // The first page's plugins came before the page was ready; the deferred ones after.
    expect(chunks.catalog).toBeLessThan(ready);
    expect(chunks.basket).toBeLessThan(ready);
    for (const deferred of ['consent', 'tracking-gtm', 'tracking-facebook', 'tracking-matomo', 'tracking-core', 'account', 'orders']) {
      expect(chunks[deferred], `${deferred} requested after the first page`).toBeGreaterThan(ready);
    }

    // The consent banner still shows, and accepting sends the page view that happened before
    // the tracker was there (the kernel replays it).
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'ACCEPT ALL' }).click();
    await expect
      .poll(async () => (await readDataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'virtual_page_view'))
      .toEqual([expect.objectContaining({ page_type: 'home', page_path: '/' })]);
  });

  test('a first page that a deferred plugin owns waits for it, never showing the placeholder', async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-placeholder"]')) document.documentElement.dataset.sawPlaceholder = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(storeUrl('localhost', '/sales/order/history'));
    await waitForShell(page);
    await expect(page.getByTestId('order-row')).toHaveCount(5);
    await expect(page.locator('html[data-saw-placeholder]')).toHaveCount(0);
  });
});
