import type { Page } from '@playwright/test';
import { readDataLayer, recordedCalls } from './consent-support.ts';
import { CLIENT_HEADERS, expect, storeUrl, test, waitForPlugins, waitForShell } from './fixtures.ts';
import { SECOND, signUpByApi, uniqueEmail } from './members-helpers.ts';

type LayerEntry = { event?: string; [key: string]: unknown };
const layerEvent = async (page: Page, name: string) => ((await readDataLayer(page)) as LayerEntry[]).find((entry) => entry.event === name);
const callsTo = async (page: Page, endpoint: string) => (await recordedCalls(page)).filter((call) => call.endpoint === endpoint);

/** A new member (so their orders count is theirs alone) with one saved address, added in the address book. */
async function memberWithAddress(page: Page): Promise<void> {
  await signUpByApi(page, uniqueEmail('purchase'));
  await page.goto(storeUrl('localhost', '/customer/address/new/'));
  await waitForShell(page);
  await waitForPlugins(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'ACCEPT ALL' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
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

test('a member buys: basket → checkout → order confirmation, and every tracker reports the real order', async ({ page }) => {
  test.slow();
  await memberWithAddress(page);

  await page.goto(storeUrl('localhost', '/catalog/product/view/id/1003'));
  const product = page.getByTestId('product-page');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText('Dynastar M-Pro 90 skis 178 cm');
  await product.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('aside').getByRole('heading', { name: 'Added to your basket' })).toBeVisible();

  await page.goto(storeUrl('localhost', '/checkout/cart/'));
  const basket = page.getByTestId('basket-page');
  await basket.getByLabel('Promo code').fill('SKI10');
  await basket.getByRole('button', { name: 'Apply' }).click();
  await expect(basket.getByTestId('coupon-applied')).toContainText('SKI10');
  await basket.getByTestId('checkout-button').click();

  // The reference server's checkout stand-in: review, choose, place.
  await expect(page).toHaveURL(storeUrl('localhost', '/checkout/'));
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(checkout.getByTestId('checkout-item')).toContainText('Dynastar M-Pro 90 skis 178 cm');
  await expect(checkout.getByTestId('checkout-total')).toHaveText('£350.10');
  await expect(checkout.getByRole('radio', { name: /Petra Chase/ })).toBeChecked();
  await checkout.getByRole('radio', { name: 'Bank transfer' }).check();
  await checkout.getByRole('button', { name: 'Place my order' }).click();

  await expect(page).toHaveURL(/\/order\/success\/\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText('£350.10');
  const orderNumber = /#(\d+)/.exec((await summary.textContent()) ?? '')?.[1];
  expect(orderNumber).toMatch(/^\d{9}$/);

  // Google Tag Manager's data layer: the purchase with the spec's fields, then the lifetime value.
  await expect
    .poll(() => layerEvent(page, 'purchase'))
    .toEqual({
      event: 'purchase',
      visitor_orders_count: 1,
      ecommerce: {
        transaction_id: orderNumber,
        currency: 'GBP',
        value: 350.1,
        value_excluding_tax_and_shipping: 291.75,
        shipping: 0,
        tax: 58.35,
        coupon: 'SKI10',
        items: [{ item_id: '1003', item_name: 'Dynastar M-Pro 90 skis 178 cm', item_brand: 'Dynastar', price: 389, quantity: 1 }],
      },
    });
  expect(await layerEvent(page, 'lifetime_value')).toEqual({ event: 'lifetime_value', ltv: { orders_total_count: 1, currency: 'GBP', value: 350.1 } });

  // What the reference API received: the transaction lookup and Facebook's conversions.
  await expect.poll(async () => (await callsTo(page, 'ppc-fb-ltv')).length).toBe(1);
  expect((await callsTo(page, 'tracking-transaction')).map((call) => call.payload)).toEqual([{ orderIds: String(orderId) }]);
  expect((await callsTo(page, 'ppc-fb-initiate-checkout')).map((call) => call.payload.eventData)).toEqual([
    { content_ids: ['1003'], value: 350.1, currency: 'GBP', num_items: 1 },
  ]);
  expect((await callsTo(page, 'ppc-fb-purchase')).map((call) => call.payload.eventData)).toEqual([
    { order_id: orderNumber, value: 350.1, currency: 'GBP', content_ids: ['1003'], content_type: 'product', num_items: 1 },
  ]);
  expect((await callsTo(page, 'ppc-fb-ltv')).map((call) => call.payload.eventData)).toEqual([{ value: 350.1, currency: 'GBP', orders_total_count: 1 }]);

  // The order is the member's: the basket is empty, and going back to the checkout offers no second order.
  await page.goto(storeUrl('localhost', '/checkout/'));
  await expect(page.getByTestId('checkout').getByRole('heading', { level: 1 })).toHaveText('Your basket is empty');
});

test('a guest who opens the checkout signs in right there and comes back to the checkout', async ({ page }) => {
  const added = await page.request.post(storeUrl('localhost', '/api/basket-add'), {
    data: { productID: 1003, quantity: 1 },
    headers: CLIENT_HEADERS,
  });
  expect(added.ok()).toBe(true);
  await page.goto(storeUrl('localhost', '/checkout/'));
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Sign in or join to place your order');
  const signIn = page.getByTestId('checkout-sign-in');
  await signIn.getByLabel('Email address').fill(SECOND.email);
  await signIn.getByLabel('Password').fill(SECOND.password);
  await signIn.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(checkout.getByRole('heading', { level: 1 })).not.toHaveText('Sign in or join to place your order');
  await expect(page.getByTestId('checkout-sign-in')).toHaveCount(0);
});
