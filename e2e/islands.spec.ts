import type { Page } from '@playwright/test';
import { expect, refuseCookiesFirst, storeUrl, test, waitForShell } from './fixtures.ts';

/** Whether React rendered or hydrated the element (it keeps its fiber on the DOM node). */
const isReacts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

test.describe('islands', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a product page hydrates the parts that respond and leaves the header's links and the breadcrumb as the server sent them", async ({ page }) => {
    await page.goto(storeUrl('localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    // The parts that respond: the purchase form (in the page's island), the basket button, the menu button.
    expect(await isReacts(page, '[data-testid="product-page"] button[type="submit"], [data-testid="product-page"] form button')).toBe(true);
    expect(await isReacts(page, '.header__menu-button')).toBe(true);
    // Never hydrated: the logo, and a static part of the page.
    expect(await isReacts(page, 'a.header__logo')).toBe(false);
    expect(await isReacts(page, '.static > *')).toBe(false);
    await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-island-state', 'hydrated');
  });

  test('the first link followed hands the page to the full app, which goes on navigating in the same document', async ({ page }) => {
    await refuseCookiesFirst(page, 'fr.localhost');
    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1001'));
    await waitForShell(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.locator('a.header__logo').click();
    await expect(page).toHaveURL(storeUrl('fr.localhost', '/'));
    await expect(page.locator('.event-grid a').first()).toBeVisible();
    // React renders the header now: the app took over.
    await expect.poll(() => isReacts(page, 'a.header__logo')).toBe(true);
    await page.locator('.event-grid a').first().click();
    await expect(page).toHaveURL(/\/event\//);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
