import type { Page } from '@playwright/test';
import { expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { readDataLayer } from './consent-support.ts';
import { DEMO, signInByApi } from './members-helpers.ts';
import { pluginEntry } from './support/build-files.ts';

/** When each plugin's chunk was requested (by the build's manifest), and the first page's ready mark. */
async function chunkTimings(page: Page, plugins: string[]) {
  const started = await page.evaluate(() => {
    const ready = performance.getEntriesByName('summit-ready')[0]!.startTime;
    const requests = Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]));
    return { ready, requests };
  });
  const chunks = Object.fromEntries(plugins.map((plugin) => [plugin, started.requests[pluginEntry(plugin)]]));
  return { ready: started.ready, chunks };
}

test.describe('deferred plugins', () => {
  test('consent and the trackers load after the first page is on screen, and still hear it', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await waitForPlugins(page);
    const deferredPlugins = ['consent', 'tracking-gtm', 'tracking-facebook', 'tracking-matomo', 'tracking-core', 'account', 'orders'];
    const { ready, chunks } = await chunkTimings(page, ['catalog', 'basket', ...deferredPlugins]);
    // The first page's plugins came before the page was ready; the deferred ones after.
    expect(chunks.catalog).toBeLessThan(ready);
    expect(chunks.basket).toBeLessThan(ready);
    for (const deferred of deferredPlugins) {
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
