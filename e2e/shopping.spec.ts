import type { Page } from '@playwright/test';
import { CLIENT_HEADERS, expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test, trackConcurrency, waitForShell } from './fixtures.ts';

/** Adds through the API with the page's cookies (setup for tests about the basket page itself). */
async function addThroughApi(page: Page, body: Record<string, unknown>): Promise<void> {
  const reply = await page.request.post('/api/basket-add', { data: body, headers: CLIENT_HEADERS });
  expect(reply.status(), await reply.text()).toBe(200);
}

const total = (page: Page) => page.getByTestId('basket-total');

test.describe('shopping path', () => {
  test('a guest walks from the sales to a product, fills the basket, changes it, uses a coupon and finds it again after reload', async ({ page }) => {
    // Seven pages and a reload: more than one test's time on a busy 2-core machine.
    test.slow();
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: "Today's private sales" })).toBeVisible();
    const firstSale = page.getByTestId('event-card').first();
    await expect(firstSale).toContainText(/Up to -\d+%/);
    await firstSale.getByRole('link').click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText('£');

    await page.goto('/catalog/product/view/id/1001');
    const product = page.getByTestId('product-page');
    await expect(product.getByRole('heading', { level: 1 })).toHaveText('Rossignol Experience 86 Ti skis');
    await expect(product.getByTestId('product-price')).toContainText('£429.00');
    await expect(product.getByTestId('product-delivery')).toContainText('Estimated delivery:');
    // The first length is sold out and cannot be chosen.
    await expect(product.getByRole('option', { name: '166 cm (sold out)' })).toBeDisabled();
    await product.getByRole('button', { name: 'Add to basket' }).click();
    await expect(product.getByTestId('option-error')).toHaveText('Please choose: Length');
    await product.getByLabel('Length').selectOption({ label: '174 cm' });
    await product.getByLabel('Quantity').fill('2');
    await product.getByRole('button', { name: 'Add to basket' }).click();

    const panel = page.getByTestId('aside');
    await expect(panel.getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
    await expect(panel.getByTestId('added-to-basket')).toContainText('Quantity: 2');
    await panel.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('2');

    await page.getByTestId('basket-button').hover();
    const mini = page.getByTestId('mini-basket');
    await expect(mini).toContainText('Rossignol Experience 86 Ti skis');
    await expect(mini).toContainText('Length: 174 cm');
    await expect(mini).toContainText('Qty: 2');
    await mini.getByRole('link', { name: 'Checkout' }).isVisible();

    await page.getByTestId('basket-button').click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.getByText('Your products are not reserved')).toBeVisible();
    await expect(total(page)).toHaveText('£858.00');
    await page.getByRole('button', { name: 'Increase quantity of Rossignol Experience 86 Ti skis' }).click();
    await expect(total(page)).toHaveText('£1,287.00');
    await expect(page.getByTestId('basket-count')).toHaveText('3');

    await page.getByLabel('Promo code').fill('SKI10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-applied')).toContainText('SKI10');
    await expect(total(page)).toHaveText('£1,158.30');
    await page.getByTestId('coupon-applied').getByRole('button', { name: 'Remove' }).click();
    await expect(total(page)).toHaveText('£1,287.00');

    await page.reload();
    await expect(total(page)).toHaveText('£1,287.00');
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByTestId('basket-item').getByRole('textbox')).toHaveValue('3');

    await page.getByRole('button', { name: 'Remove Rossignol Experience 86 Ti skis from the basket' }).click();
    await expect(page.getByTestId('basket-empty')).toContainText('Your basket is empty');
    await expect(page.getByTestId('basket-button')).toHaveAccessibleName('Basket, 0 items');
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
  });

  test('an invalid coupon and a quantity of 0 are refused with the server message; the basket is unchanged', async ({ page, consoleErrors }) => {
    await page.goto('/checkout/cart');
    await expect(page.getByTestId('basket-empty')).toContainText('Your basket is empty');
    await addThroughApi(page, { productID: 1003, quantity: 1 });
    await page.reload();
    const before = await total(page).textContent();

    await page.getByLabel('Promo code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('promo-form').getByTestId('field-error')).toHaveText('The coupon code "NOPE" is not valid.');
    await expect(page.getByLabel('Promo code')).toHaveValue('NOPE');
    await expect(total(page)).toHaveText(before!);

    const qty = page.getByTestId('basket-item').getByRole('textbox');
    await qty.fill('0');
    await qty.press('Enter');
    await expect(page.getByTestId('basket-item').getByTestId('field-error')).toHaveText('Please enter a quantity of at least 1.');
    await expect(total(page)).toHaveText(before!);
    expectOnlyConsoleErrors(consoleErrors, /status of 400/);
  });

  test('estimated delivery shows per item with never more than 3 requests in flight', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page); // the session cookie is set by then
    for (const productID of [1003, 1006, 1009, 1010, 1018]) await addThroughApi(page, { productID, quantity: 1 });
    const estimates = await trackConcurrency(page, '**/api/product-dispatch-date?*', 300);
    await page.goto('/checkout/cart');
    await expect(page.getByTestId('item-delivery')).toHaveCount(5);
    for (const line of await page.getByTestId('item-delivery').all()) await expect(line).toContainText(/Estimated delivery: \d\d\/\d\d – \d\d\/\d\d/);
    expect(estimates.most).toBe(3);
  });

  test('the added-to-basket panel says it is loading while its code comes, then shows the line', async ({ page }) => {
    // The panel's code loads with the first addition: held here, so the wait is certain to be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/AddedToBasket-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/catalog/product/view/id/1001');
    const product = page.getByTestId('product-page');
    await product.getByLabel('Length').selectOption({ label: '174 cm' });
    await product.getByRole('button', { name: 'Add to basket' }).click();
    const panel = page.getByTestId('aside');
    await expect(panel.getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(panel.getByTestId('added-to-basket')).toContainText('Quantity: 1');
    await expect(panel.getByRole('status')).toHaveCount(0);
  });

  test('a product that does not exist shows the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/catalog/product/view/id/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/product\/view\/id\/999999$/);
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('the French store shows the same path in French with euro prices for fr_FR', async ({ page }) => {
    await page.goto(storeUrl('fr.localhost', '/catalog/product/view/id/1001'));
    // The French store asks for cookie consent in a blocking modal first.
    await page.getByRole('button', { name: 'Non, je refuse' }).click();
    const product = page.getByTestId('product-page');
    await expect(product.getByRole('heading', { level: 1 })).toHaveText('Skis Rossignol Experience 86 Ti');
    await expect(product.getByTestId('product-price')).toContainText(/^\d+,\d{2}\u00a0€|\d+,\d{2}\s€/);
    await product.getByLabel('Longueur').selectOption({ label: '174 cm' });
    await product.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('aside').getByRole('heading', { name: 'Ajouté à votre panier' })).toBeVisible();
    await page.getByTestId('aside').getByRole('link', { name: 'Voir le panier' }).click();
    await expect(page.getByText('Vos produits ne sont pas réservés')).toBeVisible();
    await expect(total(page)).toHaveText(/^[\d\u202f ]+,\d{2}\s€$/);
    await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  });
});
