import { devices } from '@playwright/test';
import {
  closeRegisterModal,
  expect,
  expectOnlyConsoleErrors,
  navigateInApp,
  storeUrl,
  test,
  trackConcurrency,
  waitForPlugins,
  waitForShell,
} from './fixtures.ts';

test.describe('listings, brands and kernel events', () => {
  test('a listing shows 42 products a page, fetching prices at most 6 at a time', async ({ page }) => {
    // A first page comes with its prices from the server; a listing the browser opens fetches them.
    // The way in is a page without products, whose own rows would ask for prices too.
    await page.goto('/about-us');
    await waitForShell(page);
    await waitForPlugins(page);
    const prices = await trackConcurrency(page, '**/api/category-prices?*', 150);
    // Every product (49 models: the gloves and socks of each size are one card).
    await navigateInApp(page, '/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
    await expect(page.getByTestId('listing-count')).toHaveText('49 products');
    await expect(page.getByTestId('product-card')).toHaveCount(42);
    await expect(page.getByTestId('product-card').last()).toContainText('£');
    expect(prices.calls).toBe(6);
    expect(prices.most).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('pager-status')).toHaveText('Page 1 of 2');
    await closeRegisterModal(page);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\?p=2$/);
    await expect(page.getByTestId('product-card')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Previous' })).toBeVisible();
  });

  test('a brand page shows the brand, its bestsellers and its products', async ({ page }) => {
    await page.goto('/brand/rossignol');
    await expect(page.getByRole('heading', { level: 1, name: 'Rossignol' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText('Rossignol');
  });

  test('Germany asks guests to sign in to see prices', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/catalog/product/view/id/1003'));
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden, um den Preis zu sehen' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveCount(0);
  });

  test('product views, category views and basket changes reach the kernel hooks with the tracking fields', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('qa.localhost', '/ski/skis'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto(storeUrl('qa.localhost', '/catalog/product/view/id/1003'));
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
    const events = await page.evaluate(() => window.__summitEvents ?? []);
    const productView = events.find((e) => e.hook === 'pageView' && (e.payload[0] as { pageType: string }).pageType === 'product');
    expect(productView?.payload[0]).toMatchObject({
      pageType: 'product',
      entityId: 1003,
      product: { productId: 1003, productName: expect.any(String), specialPrice: expect.any(Number), currencyCode: 'GBP', brandName: expect.any(String) },
    });
    const added = events.find((e) => e.hook === 'basketChanged' && (e.payload[1] as { kind: string }).kind === 'add');
    expect(added?.payload).toEqual([
      { items: [expect.objectContaining({ productId: 1003, quantity: 1 })], total: expect.any(Number), currency: 'GBP' },
      { kind: 'add', productId: 1003, quantityDelta: 1 },
    ]);
    await page.goto(storeUrl('qa.localhost', '/ski/skis'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const categoryView = (await page.evaluate(() => window.__summitEvents ?? [])).find((e) => e.hook === 'pageView');
    expect(categoryView?.payload[0]).toMatchObject({ pageType: 'category', entityId: 3956, category: { categoryId: 3956, categoryName: 'Skis' } });
    expectOnlyConsoleErrors(consoleErrors, /fault-probe/);
  });
});

test.describe('mobile basket icon', () => {
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);
  test('is a round icon with the count, linking to the cart', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const button = page.getByTestId('basket-button');
    await expect(button).toHaveAttribute('href', '/checkout/cart');
    await expect(button).toHaveAccessibleName('Basket, 0 items');
    await button.click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
  });
});
