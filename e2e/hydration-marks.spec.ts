import { HYDRATION_END_MARK, HYDRATION_START_MARK, PAGE_CONTENT_MARK } from '../runtime/boot/hydration-marks.ts';
import { expect, storeUrl, test, waitForShell } from './fixtures.ts';

/** Where each mark fell on the page's clock (null: not set yet). */
const markTimes = (names: string[]) => names.map((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null);

// The bench's hydration figure is the main thread's work between these marks (scripts/bench/main-thread.ts).
for (const [host, path] of [
  ['localhost', '/catalog/product/view/id/1001'],
  ['fr.localhost', '/'],
] as const) {
  test(`${host}${path}: the server's page marks where its hydration starts and where it and the page's content end`, async ({ page }) => {
    await page.goto(storeUrl(host, path));
    await waitForShell(page);
    await expect.poll(async () => (await page.evaluate(markTimes, [HYDRATION_END_MARK, PAGE_CONTENT_MARK])).includes(null)).toBe(false);
    const [start, end, content] = await page.evaluate(markTimes, [HYDRATION_START_MARK, HYDRATION_END_MARK, PAGE_CONTENT_MARK]);
    expect(start).not.toBeNull();
    expect(end).toBeGreaterThan(start!);
    // The page's content is hydrated in its own pass, within the hydration the bench measures.
    expect(content).toBeGreaterThan(start!);
  });
}
