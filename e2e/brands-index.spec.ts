import { expect, expectOnlyConsoleErrors, navigateInApp, storeUrl, test, waitForShell } from './fixtures.ts';

/* The brands index (/brands, page type brands_index): every brand of the store A to Z, with a letter jump. */

test.describe('brands index', () => {
  test('groups the brands by letter; a letter jumps to its group, letters without brands are disabled', async ({ page }) => {
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await page.getByTestId('footer').getByRole('link', { name: 'Our brands' }).click();
    await expect(page).toHaveURL(storeUrl('localhost', '/brands'));
    await expect(page.getByRole('heading', { name: 'Our brands', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Our brands | Summit UK');
    const groups = page.getByTestId('brand-group');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['A', 'B', 'D', 'L', 'R', 'S']);
    await expect(groups.nth(5).getByRole('link')).toHaveText([/^Salomon \d+ products$/, /^Summit \d+ products$/, /^Summit Pass \d+ products$/]);

    const letters = page.getByRole('navigation', { name: 'Brands by letter' });
    await expect(letters.getByRole('link')).toHaveText(['A', 'B', 'D', 'L', 'R', 'S']);
    await expect(letters.locator('[aria-disabled="true"]')).toHaveCount(21);
    await expect(letters.getByText('C', { exact: true })).toHaveAttribute('aria-disabled', 'true');

    await page.setViewportSize({ width: 1280, height: 420 });
    const rossignol = page.getByRole('link', { name: /^Rossignol/ });
    // From the keyboard: in a window this short the sticky header covers much of the page, and a
    // pointer on its way to a letter would open a category panel over it.
    await letters.getByRole('link', { name: 'R' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(storeUrl('localhost', '/brands#brands-r'));
    await expect(rossignol).toBeInViewport();
    // Below the sticky header, not under it.
    const header = (await page.getByTestId('header').boundingBox())!;
    expect((await page.locator('#brands-r').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    await expect(rossignol).toContainText('4 products');
    // Still from the keyboard: the pointer left over the header would open a category panel over the link.
    await rossignol.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(storeUrl('localhost', '/brand/rossignol'));
    await expect(page.locator('html[data-page-type="brand"]')).toHaveCount(1);
  });

  test('on a phone: letters wrap in rows of tappable squares, the groups in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(storeUrl('de.localhost', '/brands'));
    await expect(page.getByRole('heading', { name: 'Unsere Marken', level: 1 })).toBeVisible();
    // Measured once the page has hydrated, on the elements that stay.
    await waitForShell(page);
    await expect(page.getByTestId('brand-letter').first()).toBeVisible();
    const first = (await page.getByTestId('brand-letter').first().boundingBox())!;
    expect(first.width).toBeGreaterThanOrEqual(40);
    expect(first.height).toBeGreaterThanOrEqual(40);
    const groups = page.getByTestId('brand-group');
    const [a, b] = [(await groups.nth(0).boundingBox())!, (await groups.nth(1).boundingBox())!];
    expect(b.x).toBe(a.x);
    expect(b.y).toBeGreaterThan(a.y);
    expect(a.x + a.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: /^Burton/ })).toContainText('1 Produkt');

    // The phone's header is not the desktop's: a letter still lands below it (its height is measured).
    await page.getByTestId('brand-letter').filter({ hasText: 'S' }).click();
    await expect(page).toHaveURL(/#brands-s$/);
    const header = page.getByTestId('header');
    await expect.poll(async () => (await page.locator('#brands-s').boundingBox())!.y).toBeGreaterThanOrEqual((await header.boundingBox())!.height - 1);
    await expect(page.getByRole('link', { name: /^Salomon/ })).toBeInViewport();
  });

  test('shows an error with a retry when the brands cannot be loaded, and a message when there are none', async ({ page, consoleErrors }) => {
    let mode: 'fail' | 'empty' | 'real' = 'fail';
    await page.route('**/api/brand-list?**', (route) =>
      mode === 'fail' ? route.abort() : mode === 'empty' ? route.fulfill({ json: { brands: [] } }) : route.fallback(),
    );
    // A first page comes from the server with its brands: the browser fetches them for a page it opens itself.
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    await navigateInApp(page, '/brands');
    await expect(page.getByRole('heading', { name: 'This could not be loaded' })).toBeVisible();
    mode = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('There are no brands in this shop yet.')).toBeVisible();
    mode = 'real';
    await page.reload();
    await expect(page.getByTestId('brand-group')).toHaveCount(6);
    // The aborted call: Chromium reports the failed request.
    expectOnlyConsoleErrors(consoleErrors, /Failed to load resource/);
  });
});
