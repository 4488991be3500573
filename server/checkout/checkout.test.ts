import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';
import { customerOrder } from '../../contracts/orders.ts';
import { bundleTypeOf } from '../catalog/catalog.ts';
import { ORDER_NUMBER_BASE } from './place-order.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = { email: 'demo@summit.test', password: 'Summit-demo-2026' };

async function signedIn(): Promise<MemberClient> {
  const client = memberClient(t.app);
  expect((await client.login(DEMO.email, DEMO.password)).status).toBe(200);
  return client;
}

function page(client: MemberClient) {
  return t.app.inject({ method: 'GET', url: '/checkout/', headers: { cookie: `summit_sid=${client.sid}`, accept: 'text/html' } });
}

function submit(client: MemberClient, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/checkout/',
    headers: { cookie: `summit_sid=${client.sid}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
const firstValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
const orderCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = 1'))[0]!.n;

describe('checkout stand-in', () => {
  it('shows a member with an empty basket the way to the sales', async () => {
    const client = await signedIn();
    await client.call('GET', '/api/basket-data');
    const reply = await page(client);
    expect(reply.body).toContain('Your basket is empty');
    expect(reply.body).not.toContain('name="token"');
  });

  it('places one order from the basket, however often the page is submitted, and empties the basket', async () => {
    const client = await signedIn();
    expect((await client.call('POST', '/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10102 } })).status).toBe(200);
    expect((await client.call('POST', '/api/basket-apply-discount', { type: 'promo', info: 'SKI10' })).status).toBe(200);
    const before = await orderCount();
    const shown = await page(client);
    expect(shown.body).toContain('Rossignol Experience 86 Ti skis');
    expect(shown.body).toContain('Visa •••• 4242');
    const form = { token: tokenOf(shown.body), addressId: firstValue(shown.body, 'addressId'), payment: 'agreement-1' };

    const placed = await submit(client, form);
    expect(placed.statusCode).toBe(303);
    const orderId = Number(/order_id=(\d+)$/.exec(placed.headers.location as string)?.[1]);
    expect(placed.headers.location).toBe(`/order/success/?order_id=${orderId}`);
    const again = await submit(client, form);
    expect(again.headers.location).toBe(placed.headers.location);
    expect(await orderCount()).toBe(before + 1);

    const basket = (await client.call('GET', '/api/basket-data')).json() as { productsList: unknown[] };
    expect(basket.productsList).toEqual([]);
    const [order] = await t.db.query<{
      subtotal: number;
      discount: number;
      delivery: number;
      coupon_code: string;
      payment_method: string;
      payment_method_code: string;
    }>('SELECT subtotal, discount, delivery, coupon_code, payment_method, payment_method_code FROM orders WHERE id = $1', [orderId]);
    expect(order).toEqual({
      subtotal: 429,
      discount: 42.9,
      delivery: 0,
      coupon_code: 'SKI10',
      payment_method: 'Visa •••• 4242',
      payment_method_code: 'adyen_cc_visa',
    });

    const tracked = await client.call('GET', `/api/tracking-transaction?orderIds=${orderId}`);
    expect(tracked.json()).toEqual({
      orders: [
        {
          transactionId: String(ORDER_NUMBER_BASE + orderId),
          currency: 'GBP',
          shipping: 0,
          tax: 64.35,
          total: 386.1,
          products: [{ id: '1001', name: 'Rossignol Experience 86 Ti skis', brand: 'Rossignol', price: 429, quantity: 1 }],
          promoCode: 'SKI10',
        },
      ],
      orders_total_count: before + 1,
    });
  });

  it('places one order when the same page is submitted ten times at once, and sends every submit to it', async () => {
    const client = await signedIn();
    expect((await client.call('POST', '/api/basket-add', { productID: 1014, quantity: 1 })).status).toBe(200);
    const before = await orderCount();
    const shown = await page(client);
    const form = { token: tokenOf(shown.body), addressId: firstValue(shown.body, 'addressId'), payment: 'bank-transfer' };

    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(client, form)));

    expect(await orderCount()).toBe(before + 1);
    const [orderId] = (await t.db.query<{ id: number }>('SELECT id FROM orders WHERE customer_id = 1 ORDER BY id DESC LIMIT 1')).map((row) => row.id);
    expect(replies.map((reply) => [reply.statusCode, reply.headers.location])).toEqual(
      Array.from({ length: 10 }, () => [303, `/order/success/?order_id=${orderId}`]),
    );
  });

  it('places a bundle as a group of its own kind and a ski pass as a virtual item, and only the item to ship has a delivery estimate', async () => {
    const client = await signedIn();
    expect((await client.call('POST', '/api/basket-add', { productID: 1012, quantity: 1, bundleOptions: { 121: { 1211: 1 }, 122: { 1221: 1 } } })).status).toBe(
      200,
    );
    expect((await client.call('POST', '/api/basket-add', { productID: 1014, quantity: 1 })).status).toBe(200);
    const shown = await page(client);
    const placed = await submit(client, { token: tokenOf(shown.body), addressId: firstValue(shown.body, 'addressId'), payment: 'bank-transfer' });
    expect(placed.statusCode).toBe(303);
    const orderId = Number(/order_id=(\d+)$/.exec(placed.headers.location as string)?.[1]);
    const order = customerOrder.parse((await client.call('GET', `/api/order-details-new/${orderId}`)).json());
    const [pack, pass] = order.items;
    expect(order.groups).toEqual([{ id: 'bundle-1', bundleType: 'ski_pack', itemIds: [pack!.id] }]);
    expect(pack).toMatchObject({ productId: 1012, bundleType: 'ski_pack', virtualType: null, estimatedDelivery: expect.any(Object) });
    expect(pass).toMatchObject({ productId: 1014, bundleType: null, virtualType: 'ski_pass', estimatedDelivery: null });
    expect(bundleTypeOf('Snowboard  pack')).toBe('snowboard_pack');
    expect(bundleTypeOf(null)).toBe('ski_bundle');
  });

  it('refuses a page it did not show, and a choice that is not the member’s, keeping the basket', async () => {
    const client = await signedIn();
    await client.call('POST', '/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10102 } });
    const shown = await page(client);
    const before = await orderCount();

    const forged = await submit(client, { token: 'x'.repeat(32), addressId: firstValue(shown.body, 'addressId'), payment: 'bank-transfer' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('This checkout page has expired');

    const fresh = tokenOf(forged.body);
    const foreign = await submit(client, { token: fresh, addressId: '999999', payment: 'agreement-999' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain('Choose a delivery address.');
    expect(foreign.body).toContain('Choose a payment method.');
    expect(await orderCount()).toBe(before);
    const basket = (await client.call('GET', '/api/basket-data')).json() as { productsList: unknown[] };
    expect(basket.productsList).toHaveLength(1);
  });

  it('tells no one else about a member’s orders', async () => {
    const [order] = await t.db.query<{ id: number }>('SELECT id FROM orders WHERE customer_id = 1 LIMIT 1');
    const guest = await t.app.inject({ method: 'GET', url: `/api/tracking-transaction?orderIds=${order!.id}` });
    expect(guest.json()).toEqual({ orders: [], orders_total_count: 0 });
  });
});

describe('checkout page policy', () => {
  it('allows its one stylesheet by hash and nothing else inline', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/checkout/', headers: { accept: 'text/html' } });
    const policy = String(reply.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(reply.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
