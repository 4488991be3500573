import { CLIENT_HEADERS, expect, expectOnlyConsoleErrors, NOT_FOUND_RESOURCE, storeUrl, test } from './fixtures.ts';
import { DEMO, signInByApi, signUpByApi, uniqueEmail } from './members-helpers.ts';

/*
 * Seeded orders (server/db/seed-data/orders.ts): 1 shipped in two parts, 2 cancellable, 3 editable, 4 neither
 * (a snowboard, a ski pack of skis 107 and bindings 108, boots 109 in transit, a ski pass 110), 20 a second member's.
 */

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
    // The page numbers lead straight to a page; there is no box to type one into.
    const pages = page.getByTestId('pagination');
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('spinbutton')).toHaveCount(0);
    await expect(pages.getByRole('button', { name: 'Go', exact: true })).toHaveCount(0);
    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(status).toHaveText('Page 1 of 3');
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).toHaveText(firstPage ?? '');
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

  test('an order shows its ski pack, fitting forms, the ski pass sent by email, shipped items with their status history and delivery estimates', async ({
    page,
  }) => {
    // Today's estimate of the skis comes from product-dispatch-date with their orderItemId (a fixed window here, to tell it from the promised one).
    const start = Date.UTC(2030, 0, 10, 12) / 1000;
    await page.route('**/api/product-dispatch-date?*orderItemId=107*', (route) =>
      route.fulfill({
        json: {
          items: [
            { cartItemId: null, orderItemId: 107, productId: 1001, estimatedDeliveryTimestampStart: start, estimatedDeliveryTimestampEnd: start + 3 * 86400 },
          ],
        },
      }),
    );
    const asked = page.waitForRequest((request) => request.url().includes('/api/product-dispatch-date?') && request.url().includes('orderItemId=108'));
    await page.goto('/sales/order/view/order_id/4');
    const view = page.getByTestId('order-view');
    await expect(view.getByRole('heading', { name: 'Order #100000104' })).toBeVisible();
    const query = new URL((await asked).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ storeId: '1', returnTimestamps: '1', orderItemId: '108' });

    const pack = page.getByTestId('order-group');
    await expect(pack).toHaveCount(1);
    await expect(pack.getByRole('heading', { level: 3 })).toHaveText('Ski pack');
    await expect(pack.getByTestId('order-item')).toHaveCount(2);
    const item = (name: string) => page.getByTestId('order-item').filter({ hasText: name });
    await expect(pack.getByTestId('order-item').nth(0)).toContainText('Experience 86 Ti skis');
    await expect(pack.getByTestId('order-item').nth(1)).toContainText('NX 12 bindings');
    await expect(page.getByTestId('order-item')).toHaveCount(5);

    await expect(item('Experience 86 Ti skis').getByTestId('order-item-estimate')).toHaveText('Estimated delivery: 10/01 – 13/01');
    await expect(item('NX 12 bindings').getByTestId('order-item-estimate')).toHaveText(/^Estimated delivery: \d\d\/\d\d – \d\d\/\d\d$/);
    await expect(item('NX 12 bindings').getByTestId('order-item-fitting-form')).toHaveText('Fitting Form Sole Length');
    await expect(item('Custom snowboard').getByTestId('order-item-estimate')).toBeVisible();

    const pass = item('Chamonix Mont-Blanc 6-day ski pass');
    await expect(pass.getByTestId('order-item-virtual')).toHaveText('Ski pass, sent by email: nothing to ship');
    await expect(pass.getByTestId('order-item-estimate')).toHaveCount(0);

    const boots = item('S/Pro 100 boots');
    await expect(boots.getByTestId('order-item-fitting-form')).toHaveText('Fitting Form Mondopoint');
    await expect(boots.getByTestId('order-item-estimate')).toHaveCount(0);
    await expect(boots.getByTestId('shipped-item')).toContainText(/^1 shipped on \d{2}\/\d{2}\/\d{4}:/);
    await expect(boots.getByTestId('status-steps').getByRole('listitem')).toHaveText(['Shipped', 'In transit']);
    await expect(page.getByTestId('shipment').getByTestId('status-steps').getByRole('listitem')).toHaveText(['Shipped', 'In transit']);
  });

  test('a delivered shipment lists the statuses it went through', async ({ page }) => {
    await page.goto('/sales/order/view/order_id/1');
    const first = page.getByTestId('shipment').first();
    await expect(first.getByTestId('status-steps').getByRole('listitem')).toHaveText(['Shipped', 'In transit', 'Delivered']);
    // Everything has been shipped: no estimates asked or shown.
    await expect(page.getByTestId('order-item').first().getByTestId('status-steps').getByRole('listitem')).toHaveText(['Shipped', 'In transit', 'Delivered']);
    await expect(page.getByTestId('order-item-estimate')).toHaveCount(0);
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
    const signIn = page.getByTestId('sign-in-form');
    await signIn.getByLabel('E-Mail-Adresse').fill(DEMO.email);
    await signIn.getByLabel('Passwort').fill(DEMO.password);
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

test.describe('members: basket groups', () => {
  test('a member changes and removes a ski pack in the basket: each call sends the pack’s group (groupItems)', async ({ page }) => {
    await signUpByApi(page, uniqueEmail('groups'));
    for (const data of [
      { productID: 1012, quantity: 1, bundleOptions: { 121: { 1211: 1 }, 122: { 1221: 1 } } },
      { productID: 1018, quantity: 1 },
    ]) {
      const reply = await page.request.post('/api/basket-add', { data, headers: CLIENT_HEADERS });
      expect(reply.status(), await reply.text()).toBe(200);
    }
    await page.goto('/checkout/cart');
    const packRow = page.getByTestId('basket-item').filter({ hasText: 'Dynastar M-Pro 90 ski pack' });
    await expect(packRow.getByRole('textbox')).toHaveValue('1');
    const basket = (await (await page.request.get('/api/basket-data', { headers: CLIENT_HEADERS })).json()) as {
      groups: { cartItemIds: number[] }[];
      productsList: { cartItemId: number; productId: number }[];
    };
    const packId = basket.productsList.find((line) => line.productId === 1012)!.cartItemId;
    const gogglesId = basket.productsList.find((line) => line.productId === 1018)!.cartItemId;
    expect(basket.groups).toEqual([{ id: `bundle-${packId}`, bundleType: 'ski_pack', cartItemIds: [packId] }]);

    const update = page.waitForRequest((request) => request.url().endsWith('/api/basket-update') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Increase quantity of Dynastar M-Pro 90 ski pack' }).click();
    expect((await update).postDataJSON()).toEqual({ cartItemId: packId, qty: 2, groupItems: [packId] });
    await expect(packRow.getByRole('textbox')).toHaveValue('2');
    await expect(page.getByTestId('basket-count')).toHaveText('3');

    // A line in no group sends an empty group.
    const plain = page.waitForRequest((request) => request.url().endsWith('/api/basket-update') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Increase quantity of Salomon Radium goggles' }).click();
    expect((await plain).postDataJSON()).toEqual({ cartItemId: gogglesId, qty: 2, groupItems: [] });
    await expect(page.getByTestId('basket-count')).toHaveText('4');

    const removal = page.waitForRequest((request) => request.url().endsWith('/api/basket-remove-item'));
    await page.getByRole('button', { name: 'Remove Dynastar M-Pro 90 ski pack from the basket' }).click();
    expect((await removal).postDataJSON()).toEqual({ cartItemId: packId, groupItems: [packId] });
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await expect(page.getByTestId('basket-count')).toHaveText('2');
  });
});
