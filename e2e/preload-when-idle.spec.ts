import { expect, test, waitForShell } from './fixtures.ts';

/*
 * Spec 01 section 2, most routes are preloaded: once the first page has settled, the browser
 * fetches the code of the pages its content links to most while it is idle, before any pointer
 * or focus shows an intent. On a listing that is the product page.
 */

test('a listing fetches the product page’s code once it has settled, before any intent', async ({ page }) => {
  const productCode = page.waitForRequest(/\/assets\/ProductPage-[^/]+\.js$/);
  await page.goto('/ski/skis');
  await waitForShell(page);
  await productCode;
  // Not before the first page was ready: it does not compete with it.
  const timing = () =>
    page.evaluate(() => ({
      ready: performance.getEntriesByName('summit-ready')[0]?.startTime ?? null,
      chunk: performance.getEntriesByType('resource').find((entry) => /\/assets\/ProductPage-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
  await expect.poll(async () => (await timing()).chunk).not.toBeNull();
  const { ready, chunk } = await timing();
  expect(ready).not.toBeNull();
  expect(chunk!).toBeGreaterThanOrEqual(ready!);
  await expect(page.locator('html[data-page-type="category"]')).toHaveCount(1);
});
