import { expect, test, type Page } from '@playwright/test';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

/*
 * The production start: a built tree installed with `npm ci --omit=dev` and started with
 * `npm start` (no tsx, no build tools), as .ci/run starts it. A member buys through the real UI.
 */

const CLIENT_HEADERS = { [CLIENT_HEADER]: '1' };

async function newMemberWithAddress(page: Page): Promise<void> {
  const email = `production-${Date.now().toString(36)}@summit.test`;
  const reply = await page.request.post('/api/auth/signup', {
    data: { email, password: 'Fresh-pass-2026', storeId: 1, data: { firstname: 'Petra', lastname: 'Chase' } },
    headers: CLIENT_HEADERS,
  });
  expect(await reply.json()).toMatchObject({ success: true });
  await page.goto('/customer/address/new/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
  const form = page.getByTestId('address-form');
  await form.getByLabel('First name').fill('Petra');
  await form.getByLabel('Last name').fill('Chase');
  await form.getByLabel('Street address').fill('8 Summit Road');
  await form.getByLabel('Postcode').fill('EH1 1YZ');
  await form.getByLabel('City').fill('Edinburgh');
  await form.getByLabel('Phone number').fill('07400 654321');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByTestId('address-card')).toContainText('8 Summit Road');
}

test('the server of a production install is ready and serves a purchase from product page to order', async ({ page }) => {
  expect(await (await page.request.get('/readyz')).json()).toMatchObject({ status: 'ready' });
  await newMemberWithAddress(page);

  await page.goto('/catalog/product/view/id/1003');
  const product = page.getByTestId('product-page');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText('Dynastar M-Pro 90 skis 178 cm');
  await product.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('aside').getByRole('heading', { name: 'Added to your basket' })).toBeVisible();

  await page.goto('/checkout/cart/');
  await page.getByTestId('basket-page').getByTestId('checkout-button').click();
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByTestId('checkout-item')).toContainText('Dynastar M-Pro 90 skis 178 cm');
  await expect(checkout.getByRole('radio', { name: /Petra Chase/ })).toBeChecked();
  await checkout.getByRole('radio', { name: 'Bank transfer' }).check();
  await checkout.getByRole('button', { name: 'Place my order' }).click();

  await expect(page).toHaveURL(/\/order\/success\/\?order_id=\d+$/);
  await expect(page.getByTestId('order-summary')).toContainText('£389.00');
});
