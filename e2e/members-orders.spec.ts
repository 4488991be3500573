import { expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test } from './fixtures.ts';
import { DEMO, signInByApi } from './members-helpers.ts';

/* Seeded orders (server/db/seed-data/orders.ts): 1 shipped in two parts, 2 cancellable, 3 editable, 4 neither, 20 a second member's. */

test.describe('members: orders', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, DEMO.email, DEMO.password);
  });

  test('the demo member pages through the orders 5 at a time', async ({ page }) => {
    await page.goto('/sales/order/history/');
    const rows = page.getByTestId('order-row');
    const status = page.getByTestId('pagination-status');
    await expect(rows).toHaveCount(5);
    await expect(status).toHaveText('Page 1 of 3');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(rows.first()).toContainText('£');
    const firstPage = await rows.first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText('Page 2 of 3');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).not.toHaveText(firstPage ?? '');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText('Page 3 of 3');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Go to page: only 1..count is accepted.
    await page.getByPlaceholder('Page').fill('7');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a page between 1 and 3.');
    await expect(status).toHaveText('Page 3 of 3');
    await page.getByPlaceholder('Page').fill('1');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(status).toHaveText('Page 1 of 3');
  });

  test('an order shipped in two parts shows both shipments with their tracking numbers, savings and totals', async ({ page }) => {
    await page.goto('/sales/order/view/order_id/1');
    const view = page.getByTestId('order-view');
    await expect(view.getByRole('heading', { name: 'Order #100000101' })).toBeVisible();
    await expect(page.getByTestId('shipment')).toHaveCount(2);
    await expect(page.getByTestId('tracking-number')).toHaveText(['15501234567890', '1Z999AA10123456784']);
    await expect(page.getByTestId('order-savings')).toContainText(/You saved £[\d,.]+ \(\d+%\) on this order/);
    await expect(view).toContainText(/Ordered on \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('order-item').first()).toContainText('Shipped × 1');
    // Each item shows its product's picture, loaded.
    const images = page.getByTestId('order-item').locator('img');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(view).toContainText('£560.95');
    // Not cancellable, not editable: no buttons.
    await expect(view.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Change the delivery address' })).toHaveCount(0);
  });

  test('a failing tracking call is ignored', async ({ page, consoleErrors }) => {
    await page.route('**/api/tracking-details/**', (route) => route.abort());
    await page.goto('/sales/order/view/order_id/1');
    await expect(page.getByTestId('shipment')).toHaveCount(2);
    await expect(page.getByTestId('tracking-number')).toHaveCount(0);
    await expect(page.getByTestId('order-item')).toHaveCount(3);
    expectOnlyConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  test('a non-cancellable order shows no cancel button', async ({ page }) => {
    await page.goto('/sales/order/view/order_id/4');
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  });

  test('the member cancels a cancellable order and sees the new status after reload', async ({ page }) => {
    await page.goto('/sales/order/view/order_id/2');
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Your order has been cancelled.');
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  });

  test('the member changes the delivery address of an editable order', async ({ page }) => {
    await page.goto('/sales/order/view/order_id/3');
    await page.getByRole('button', { name: 'Change the delivery address' }).click();
    const form = page.getByTestId('order-address-form');
    await form.getByLabel('Street address').fill('42 Powder Road');
    await form.getByLabel('Postcode').fill('EH1 1YZ');
    await form.getByLabel('City').fill('Edinburgh');
    await form.getByRole('button', { name: 'Save the delivery address' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('The delivery address of your order has been changed.');
    await page.reload();
    await expect(page.getByTestId('order-address').first()).toContainText('42 Powder Road');
    await expect(page.getByTestId('order-address').first()).toContainText('EH1 1YZ Edinburgh');
  });

  test('a refused cancel shows the server message, a reply without one shows the fallback', async ({ page, consoleErrors }) => {
    let answer: { status: number; body: string } = {
      status: 409,
      body: JSON.stringify({ error: 'Conflict', message: 'This order can no longer be cancelled.', statusCode: 409 }),
    };
    await page.route('**/api/self-cancel-order', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    await page.route('**/api/order-details-new/**', async (route) => {
      const response = await route.fetch();
      const order = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...order, isSelfCancelEnable: true } });
    });
    await page.goto('/sales/order/view/order_id/4');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('This order can no longer be cancelled.');
    answer = { status: 502, body: 'Bad gateway' };
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByTestId('form-message')).toHaveText('Something went wrong.');
    expectOnlyConsoleErrors(consoleErrors, /status of 409/, /status of 502/);
  });

  test("a second member's order id typed into the URL shows the not-found page", async ({ page, consoleErrors }) => {
    await page.goto('/sales/order/view/order_id/20');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/historical/orders/20');
    await expect(page.getByTestId('not-found')).toBeVisible();
    expectOnlyConsoleErrors(consoleErrors, NOT_FOUND_RESOURCE);
  });

  test('historical orders have their list and detail', async ({ page }) => {
    await page.goto('/historical/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await page.getByRole('link', { name: 'View order H-2019-0042' }).click();
    await expect(page).toHaveURL(/\/historical\/orders\/14$/);
    await expect(page.getByTestId('historical-order')).toContainText('Redster X9 skis');
  });

  test('the order confirmation links to the order view', async ({ page }) => {
    await page.goto('/order/success/?order_id=1');
    await page.getByTestId('order-link').click();
    await expect(page).toHaveURL(/\/sales\/order\/view\/order_id\/1$/);
    await expect(page.getByTestId('shipment')).toHaveCount(2);
  });

  test('the German store pages the history in extend mode, in German', async ({ page }) => {
    await page.goto(storeUrl('de.localhost', '/customer/account/login/'));
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await page.getByLabel('Passwort').fill(DEMO.password);
    await page.getByTestId('login-page').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('header').getByTestId('account-button')).toHaveAccessibleName('Mein Konto');
    await page.goto(storeUrl('de.localhost', '/sales/order/history/'));
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Neuere Bestellungen anzeigen' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
    await expect(rows).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' })).toHaveCount(0);
    // Order amounts keep the order's own currency format (the demo orders were placed in the UK store).
    await expect(rows.first()).toContainText('£');
  });
});
