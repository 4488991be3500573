import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { pluginFiles } from './support/build-files.ts';

/** lite.localhost: a test store like the UK one with `basket: false` (e2e/fixtures/stores/lite.json). */
test.describe('a store that switches the basket plugin off', () => {
  test('shows no add button and no basket link, and requests no basket code or endpoint', async ({ page, consoleErrors }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    await page.goto(storeUrl('lite.localhost', '/catalog/product/view/id/1009'));
    await waitForShell(page);
    await waitForPlugins(page);
    const product = page.getByTestId('product-page');
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
    // The product is shown, with nothing to buy it with.
    await expect(product.getByTestId('product-price')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    await expect(page.getByTestId('basket-button')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /basket/i })).toHaveCount(0);

    // Its page does not exist in this store either.
    await page.goto(storeUrl('lite.localhost', '/checkout/cart'));
    await expect(page.getByTestId('not-found')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);

    // A file the basket shares with plugins this store keeps (the form styles of core) is not the basket's to withhold.
    const shared = new Set(['auth', 'auth-modals', 'account', 'orders', 'help', 'newsletter'].flatMap(pluginFiles));
    const basketFiles = pluginFiles('basket').filter((file) => !shared.has(file));
    expect(requests.filter((path) => basketFiles.includes(path))).toEqual([]);
    expect(requests.filter((path) => path.startsWith('/api/basket'))).toEqual([]);
    // The same files do exist, and the UK store downloads them: the check above can fail.
    const uk: string[] = [];
    page.on('request', (request) => uk.push(new URL(request.url()).pathname));
    await page.goto(storeUrl('localhost', '/'));
    await waitForShell(page);
    expect(uk.filter((path) => basketFiles.includes(path)).length).toBeGreaterThan(0);
  });
});

test.describe('a plugin that brings a page at a new URL', () => {
  test('serves it in the store that enables it and nowhere else', async ({ page, consoleErrors }) => {
    await page.goto(storeUrl('qa.localhost', '/hello/'));
    await expect(page.getByTestId('hello-page')).toContainText('Hello from a plugin');
    await page.goto(storeUrl('localhost', '/hello/'));
    await expect(page.getByTestId('not-found')).toBeVisible();
    // The QA store's fault-probe fails on purpose; the UK lookup of /hello answers 404.
    expectOnlyConsoleErrors(consoleErrors, /fault-probe/, NOT_FOUND_RESOURCE);
  });
});
