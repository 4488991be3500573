import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { SECOND_MEMBER } from '../db/seed-data/orders.ts';
import { productDispatchDate } from '../../contracts/catalog.ts';
import { customerOrder } from '../../contracts/orders.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';

let t: TestApp;
let demo: MemberClient;
let sam: MemberClient;
const SAM_ORDER = 20;
const address = {
  firstname: 'Alex',
  lastname: 'Morgan',
  street: '5 Ski Lane',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  countryId: 'GB',
  telephone: '+44 113 496 0000',
};

beforeAll(async () => {
  t = await createTestApp();
  demo = memberClient(t.app);
  sam = memberClient(t.app);
  await demo.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
  await sam.login(SECOND_MEMBER.email, SECOND_MEMBER.password);
});
afterAll(() => t.close());

describe('orders', () => {
  it('lists 5 per page over 3 pages, newest first, historical orders apart', async () => {
    const first = (await demo.call('GET', '/api/helpdesk-orders?page=1&limit=5')).json() as { pagesCount: number; items: { id: number }[] };
    expect(first).toMatchObject({ currentPage: 1, pagesCount: 3, limit: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.items[0]!.id).toBe(2);
    const third = (await demo.call('GET', '/api/helpdesk-orders?page=3&limit=5')).json() as { items: unknown[] };
    expect(third.items).toHaveLength(3);
    const historical = (await demo.call('GET', '/api/historical-orders')).json() as { items: { incrementId: string }[] };
    expect(historical.items.map((o) => o.incrementId)).toEqual(['H-2020-0107', 'H-2019-0042']);
  });

  it('gives an order with savings and two shipments, and their tracking', async () => {
    const order = (await demo.call('GET', '/api/order-details-new/1?withSavings=1')).json() as {
      shipping: { shipmentId: number }[];
      savingAmount: number;
      currencyFormat: string;
      isSelfCancelEnable: boolean;
      items: { productId: number; image: string | null }[];
    };
    expect(order.shipping).toHaveLength(2);
    // Items show their product's picture.
    expect(order.items.map((item) => item.image)).toEqual(order.items.map(() => expect.stringMatching(/^\/media\/.+/)));
    expect(order.savingAmount).toBeGreaterThan(0);
    expect(order.currencyFormat).toBe('£#');
    expect(order.isSelfCancelEnable).toBe(false);
    // Spec 02 section 5: the order carries its method code, whose pattern picks the payment icon.
    expect(order).toMatchObject({ paymentMethod: 'Visa •••• 4242', paymentMethodCode: 'adyen_cc_visa' });
    const tracking = (await demo.call('GET', `/api/tracking-details/${order.shipping[1]!.shipmentId}?locale=en_GB`)).json();
    expect(tracking).toMatchObject({ success: true, data: [{ trackingNumber: '1Z999AA10123456784' }] });
  });

  it('gives an order’s bundle groups, fitting forms, virtual items, shipped items with status labels and estimates', async () => {
    const reply = await demo.call('GET', '/api/order-details-new/4?withSavings=1');
    const order = customerOrder.parse(reply.json());
    expect(order.groups).toEqual([{ id: 'pack-1', bundleType: 'ski_pack', itemIds: [107, 108] }]);
    const byId = new Map(order.items.map((item) => [item.id, item]));
    expect(byId.get(107)).toMatchObject({ bundleType: 'ski_pack', virtualType: null, shippedItems: [] });
    expect(byId.get(108)).toMatchObject({ bundleType: 'ski_pack', fittingForm: 'Fitting Form Sole Length' });
    expect(byId.get(106)).toMatchObject({ bundleType: null, fittingForm: null });
    // The ski pass is sent by email: nothing to estimate, nothing shipped.
    expect(byId.get(110)).toMatchObject({ virtualType: 'ski_pass', estimatedDelivery: null, shippedItems: [] });
    // The boots left in shipment 214, now in transit: no estimate any more, the shipment's history instead.
    expect(byId.get(109)).toMatchObject({
      fittingForm: 'Fitting Form Mondopoint',
      estimatedDelivery: null,
      shippedItems: [{ shipmentId: 214, shippedQty: 1, status: 'In transit', statusLabels: ['Shipped', 'In transit'], subtotal: 229 }],
    });
    const estimate = byId.get(107)!.estimatedDelivery!;
    expect(estimate.end - estimate.start).toBe(3 * 24 * 3600);
    expect(estimate.start * 1000).toBeGreaterThan(Date.now());
    expect(order.shipping).toEqual([expect.objectContaining({ shipmentId: 214, statusLabels: ['Shipped', 'In transit'] })]);

    const delivered = customerOrder.parse((await demo.call('GET', '/api/order-details-new/1')).json());
    expect(delivered.groups).toEqual([]);
    expect(delivered.shipping.map((s) => s.statusLabels)).toEqual([
      ['Shipped', 'In transit', 'Delivered'],
      ['Shipped', 'In transit'],
    ]);
    expect(delivered.items.every((item) => item.estimatedDelivery === null)).toBe(true);
  });

  it('estimates the delivery of the member’s own order items still to come (product-dispatch-date with orderItemId)', async () => {
    const ask = (client: MemberClient, orderItemId: number | string) =>
      client.call('GET', `/api/product-dispatch-date?storeId=1&returnTimestamps=1&orderItemId=${orderItemId}`);
    const reply = await ask(demo, 107);
    expect(reply.status).toBe(200);
    const { items } = productDispatchDate.reply.parse(reply.json());
    const order = customerOrder.parse((await demo.call('GET', '/api/order-details-new/4')).json());
    const promised = order.items.find((item) => item.id === 107)!.estimatedDelivery!;
    expect(items).toEqual([
      { cartItemId: null, orderItemId: 107, productId: 1001, estimatedDeliveryTimestampStart: promised.start, estimatedDeliveryTimestampEnd: promised.end },
    ]);
    // A virtual item, a delivered order's item, another member's item, a guest: 404; a malformed id: 400.
    expect((await ask(demo, 110)).status).toBe(404);
    expect((await ask(demo, 101)).status).toBe(404);
    expect((await ask(sam, 107)).status).toBe(404);
    expect((await memberClient(t.app).call('GET', '/api/product-dispatch-date?storeId=1&orderItemId=107')).status).toBe(404);
    const bad = await ask(demo, 'x');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
  });

  it('never shows or changes another member’s order (404)', async () => {
    expect((await demo.call('GET', `/api/order-details-new/${SAM_ORDER}`)).status).toBe(404);
    expect((await demo.call('GET', '/api/tracking-details/201')).status).toBe(200);
    expect((await sam.call('GET', '/api/tracking-details/201')).status).toBe(404);
    expect((await demo.call('PUT', '/api/self-cancel-order', { store_id: 1, order_id: SAM_ORDER })).status).toBe(404);
    expect((await demo.call('PUT', '/api/self-edit-address-order', { store_id: 1, order_id: SAM_ORDER, address })).status).toBe(404);
    expect((await sam.call('GET', `/api/order-details-new/${SAM_ORDER}`)).status).toBe(200);
    expect((await demo.call('GET', '/api/historical-orders/14')).status).toBe(200);
    expect((await sam.call('GET', '/api/historical-orders/14')).status).toBe(404);
  });

  it('cancels only when the flags allow, and edits the delivery address', async () => {
    const refused = await demo.call('PUT', '/api/self-cancel-order', { store_id: 1, order_id: 4 });
    expect(refused.status).toBe(409);
    expect((refused.json() as { message: string }).message).toBe('This order can no longer be cancelled.');
    const cancelled = await sam.call('PUT', '/api/self-cancel-order', { store_id: 1, order_id: SAM_ORDER });
    expect(cancelled.status).toBe(200);
    expect((await sam.call('GET', `/api/order-details-new/${SAM_ORDER}`)).json()).toMatchObject({
      status: 'canceled',
      statusLabel: 'Cancelled',
      isSelfCancelEnable: false,
    });
    expect((await demo.call('PUT', '/api/self-edit-address-order', { store_id: 1, order_id: 4, address })).status).toBe(409);
    expect((await demo.call('PUT', '/api/self-edit-address-order', { store_id: 1, order_id: 3, address: { ...address, postcode: '123' } })).status).toBe(400);
    expect((await demo.call('PUT', '/api/self-edit-address-order', { store_id: 1, order_id: 3, address })).status).toBe(200);
    expect((await demo.call('GET', '/api/order-details-new/3')).json()).toMatchObject({ shippingAddress: { street: '5 Ski Lane' } });
  });

  it('asks guests to sign in', async () => {
    expect((await memberClient(t.app).call('GET', '/api/helpdesk-orders')).status).toBe(401);
  });
});

describe('addresses, agreements, account', () => {
  it('keeps address books apart', async () => {
    const created = (await demo.call('POST', '/api/addresses', address)).json() as { id: number };
    expect((await demo.call('GET', `/api/addresses/${created.id}`)).status).toBe(200);
    expect((await sam.call('GET', `/api/addresses/${created.id}`)).status).toBe(404);
    expect((await sam.call('PUT', `/api/addresses/${created.id}`, address)).status).toBe(404);
    expect((await sam.call('DELETE', `/api/addresses/${created.id}`)).status).toBe(404);
    expect((await demo.call('POST', '/api/addresses', { ...address, telephone: '12' })).status).toBe(400);
    expect((await demo.call('DELETE', `/api/addresses/${created.id}`)).status).toBe(200);
  });

  it('keeps payment agreements apart', async () => {
    const cards = (await demo.call('GET', '/api/payment-provider-list/card')).json() as { items: { agreementId: number; methodCode: string }[] };
    expect(cards.items).toHaveLength(2);
    // Each saved method carries its method code (its icon is chosen by the code's pattern).
    expect(cards.items.map((item) => item.methodCode)).toEqual(['adyen_cc_visa', 'adyen_cc_mc']);
    const wallets = (await sam.call('GET', '/api/payment-provider-list/wallet')).json() as { items: { agreementId: number }[] };
    const samWallet = wallets.items[0]!.agreementId;
    expect((await demo.call('POST', '/api/payment-provider-delete', { provider: 'wallet', agreementId: samWallet })).status).toBe(404);
    expect((await demo.call('POST', `/api/billing-agreements/${samWallet}/cancel`)).status).toBe(404);
    expect((await demo.call('POST', '/api/payment-provider-delete', { provider: 'card', agreementId: cards.items[1]!.agreementId })).status).toBe(200);
  });

  it('syncs and updates account details; a new password needs the current one', async () => {
    expect((await demo.call('GET', '/api/user-sync')).json()).toMatchObject({
      email: DEMO_MEMBER.email,
      referralCode: 'ALEXSUMMIT',
      currentCountry: { code: 'GB' },
    });
    const base = {
      store_id: 1,
      store_type: 'storeType7',
      email: DEMO_MEMBER.email,
      firstname: 'Alex',
      lastname: 'Morgan',
      gender: null,
      country_id: 'GB',
      language: 'en',
      currency: 'GBP',
    };
    expect((await demo.call('POST', '/api/customer-details-update', { ...base, current_password: 'wrong', password: 'New-pass-2026' })).json()).toMatchObject({
      success: false,
      message: 'The current password is not correct.',
    });
    expect((await demo.call('POST', '/api/customer-details-update', { ...base, email: SECOND_MEMBER.email })).json()).toMatchObject({ success: false });
    expect((await demo.call('POST', '/api/customer-details-update', { ...base, lastname: 'Morgan-Lee' })).json()).toMatchObject({ success: true });
    expect((await demo.call('GET', '/api/referral')).json()).toMatchObject({ shareUrl: '/join/ALEXSUMMIT', rewardPoints: 1200 });
    const countries = (await demo.call('GET', '/api/country-address-options?store_id=13&only_shipping=1')).json() as {
      countries: { code: string; name: string }[];
    };
    expect(countries.countries.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  });
});
