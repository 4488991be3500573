import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productDispatchDate } from '../../contracts/catalog.ts';
import { defineEndpoint } from '../../core/api/endpoint.ts';
import { basketRecommendations, basketReply, type BasketReply } from '../../contracts/basket.ts';
import { mergeGuestBasketIntoCustomer } from './merge.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { route } from '../http/route.ts';
import { getSession, rotateSession } from '../session/session.ts';
import { sessionKey } from '../session/session-store.ts';
import { createTestApp, apiExtension, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

// A stand-in for the login endpoint (another engineer's): merges the guest basket, then rotates the session.
const testLogin = defineEndpoint({ name: 'test-login', method: 'POST', path: 'test-basket-login', reply: z.object({ ok: z.boolean() }) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: apiExtension((app) =>
      route(app, testLogin, async ({ request, reply }) => {
        const guest = await getSession(request);
        await mergeGuestBasketIntoCustomer(app.summit.db, guest.key, DEMO_MEMBER.id);
        await rotateSession(request, reply, DEMO_MEMBER.id);
        return { ok: true };
      }),
    ),
  });
});
afterAll(() => t.close());

/** A browser: keeps its session cookie, sends the client header on POSTs. */
class Visitor {
  cookie = '';
  constructor(readonly host = 'localhost') {}

  async call(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const reply = await t.app.inject({
      method,
      url,
      headers: { host: this.host, ...(this.cookie ? { cookie: `summit_sid=${this.cookie}` } : {}), ...(method === 'POST' ? { [CLIENT_HEADER]: '1' } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const set = reply.cookies.find((c) => c.name === 'summit_sid');
    if (set) this.cookie = set.value;
    return reply;
  }

  async ok(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<BasketReply> {
    const reply = await this.call(method, url, payload);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    return z.parse(basketReply, reply.json());
  }

  /** A 4xx JSON error with this message, and the basket unchanged. */
  async refused(url: string, payload: unknown, status: number, message: string | RegExp): Promise<void> {
    const before = await this.basket();
    const reply = await this.call('POST', url, payload);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const body = expectErrorBody(reply.json(), status);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(await this.basket()).toEqual(before);
  }

  basket = () => this.ok('GET', '/api/basket-data?default_shipping=1');
  add = (productID: number, quantity: number | string, extra: Record<string, unknown> = {}) =>
    this.ok('POST', '/api/basket-add', { productID, quantity, ...extra });
  update = (cartItemId: number, qty: number | string) => this.ok('POST', '/api/basket-update', { cartItemId, qty });
  apply = (type: 'promo' | 'points', info: string) => this.ok('POST', '/api/basket-apply-discount', { type, info });
  remove = (type: 'promo' | 'points', info = '') => this.ok('POST', '/api/basket-remove-discount', { type, info });
}

const itemOf = (basket: BasketReply, productId: number) => basket.productsList.find((i) => i.productId === productId)!;

describe('basket-data', () => {
  it('is empty for a new visitor, mini or full, without creating a basket', async () => {
    const v = new Visitor();
    const mini = await v.ok('GET', '/api/basket-data?mini=1');
    expect(mini).toMatchObject({
      currency: 'GBP',
      productsList: [],
      productsQuantities: {},
      savings: 0,
      hasSavings: false,
      errors: [],
      rewardPointsAvailable: 0,
      rewardPointsUsed: 0,
      couponUsed: null,
      isShippingMethodSelected: false,
      orderDetails: { promoCodes: [], hasDeliveryFee: false, deliveryFee: 0, quoteId: 0, basketCount: 0, subtotal: 0, discount: 0, grandTotal: 0 },
      lastAddedItem: null,
    });
    expect(await v.basket()).toEqual(mini);
    expect(await t.db.query('SELECT 1 FROM baskets WHERE session_id = $1', [sessionKey(v.cookie)])).toEqual([]);
    await v.call('GET', '/api/basket-data?mini=2').then((r) => expect(r.statusCode).toBe(400));
  });
});

describe('basket-add', () => {
  it('adds a configurable product with its option, and adds up the same choice', async () => {
    const v = new Visitor();
    const first = await v.add(1001, 2, { options: { 101: 10102 } });
    const item = first.productsList[0]!;
    expect(first.lastAddedItem).toEqual({
      productId: 1001,
      cartItemId: item.cartItemId,
      specialPrice: 429,
      price: 499,
      qty: 2,
      count: 2,
      name: 'Rossignol Experience 86 Ti skis',
    });
    expect(item).toMatchObject({
      productId: 1001,
      sku: 'ROS-EXP86TI',
      brand_name: 'Rossignol',
      image: '/media/catalog/product/100x100/ros-exp86ti.webp',
      qty: 2,
      maxQty: 8,
      price: 429,
      subtotal: 858,
      rrp: 1298,
      discount: 33,
      options: [{ name: 'Length', selected_value: { value: '174 cm' } }],
      productType: 'configurable',
      fittingForm: null,
    });
    expect(item.estimatedDeliveryTimestampEnd! - item.estimatedDeliveryTimestampStart!).toBe(3 * 86400);
    expect(first.orderDetails).toMatchObject({ subtotal: 858, deliveryFee: 0, hasDeliveryFee: false, grandTotal: 858, basketCount: 2 });
    expect(first.orderDetails.quoteId).toBeGreaterThan(0);
    expect(first).toMatchObject({ savings: 440, hasSavings: true, productsQuantities: { 1001: 2 }, isShippingMethodSelected: true });

    const again = await v.add(1001, '1', { options: { 101: 10102 } });
    expect(again.productsList).toHaveLength(1);
    expect(again.productsList[0]!.qty).toBe(3);
    expect(again.lastAddedItem).toMatchObject({ qty: 1, count: 3 });
    const otherLength = await v.add(1001, 1, { options: { 101: 10103 } });
    expect(otherLength.productsList).toHaveLength(2);
    expect(otherLength.productsQuantities).toEqual({ 1001: 4 });
    // The basket reads back as left.
    expect((await v.basket()).productsList.map((i) => i.qty)).toEqual([3, 1]);
  });

  it('advertises the same reduction as the product: against the 30-day low in an EU store, the rrp in the UK', async () => {
    // 1001 in fr: 588.99 € until its special of 506.99 €, so 13 % off that prior price (33 % off the rrp).
    const fr = await new Visitor('fr.localhost').add(1001, 1, { options: { 101: 10102 } });
    expect(itemOf(fr, 1001)).toMatchObject({ price: 506.99, rrp: 765.99, discount: 13 });
    const uk = await new Visitor().add(1003, 1);
    expect(itemOf(uk, 1003)).toMatchObject({ price: 389, rrp: 549, discount: 29 });
  });

  it('adds a bundle with its selections (listed as options) and a simple product with the delivery fee', async () => {
    const v = new Visitor('fr.localhost');
    const pack = await v.add(1012, 1, { bundleOptions: { 121: { 1211: 1 }, 122: { 1221: 1 }, 123: { 1231: 1 } } });
    expect(pack.currency).toBe('EUR');
    expect(itemOf(pack, 1012)).toMatchObject({
      productType: 'bundle',
      name: 'Pack ski Dynastar M-Pro 90',
      options: [
        { name: 'Skis', selected_value: { value: '1 × Skis Dynastar M-Pro 90 178 cm' } },
        { name: 'Fixations', selected_value: { value: '1 × Fixations Look NX 12' } },
        { name: 'Bâtons', selected_value: { value: '1 × Bâtons de ski Atomic AMT SQS' } },
      ],
    });
    // Without the optional poles it is another choice, so another line.
    const noPoles = await v.add(1012, 1, { bundleOptions: { 121: { 1211: 1 }, 122: { 1221: 1 } } });
    expect(noPoles.productsList).toHaveLength(2);

    const small = new Visitor();
    const goggles = await small.add(1018, 1);
    expect(goggles.orderDetails).toMatchObject({ subtotal: 45, deliveryFee: 4.95, hasDeliveryFee: true, grandTotal: 49.95 });
    const two = await small.update(goggles.productsList[0]!.cartItemId, 2);
    expect(two.orderDetails).toMatchObject({ subtotal: 90, deliveryFee: 0, hasDeliveryFee: false, grandTotal: 90 });
  });

  it('refuses bad additions with a message and leaves the basket unchanged', async () => {
    const v = new Visitor();
    await v.add(1006, 1);
    await v.refused('/api/basket-add', { productID: 1006, quantity: 0 }, 400, 'Please enter a quantity of at least 1.');
    await v.refused('/api/basket-add', { productID: 1006, quantity: -2 }, 400, 'Please enter a quantity of at least 1.');
    await v.refused('/api/basket-add', { productID: 1006, quantity: 'two' }, 400, 'Please enter a valid quantity.');
    await v.refused('/api/basket-add', { productID: 1006, quantity: 1.5 }, 400, 'Please enter a valid quantity.');
    await v.refused('/api/basket-add', { productID: 1006, quantity: 40 }, 400, 'Only 40 left in stock.'); // 1 already in the basket
    await v.refused('/api/basket-add', { productID: 1017, quantity: 1 }, 400, 'This item is out of stock.');
    await v.refused('/api/basket-add', { productID: 999, quantity: 1 }, 404, 'This product is not available.');
    await v.refused('/api/basket-add', { productID: 1001, quantity: 1 }, 400, 'Please choose a length.');
    await v.refused('/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10201 } }, 400, 'This option is not available for this product.');
    await v.refused('/api/basket-add', { productID: 1001, quantity: 1, options: { 101: 10101 } }, 400, 'Length 166 cm is out of stock.');
    await v.refused('/api/basket-add', { productID: 1006, quantity: 1, options: { 101: 10102 } }, 400, 'This product has no options to choose.');
    await v.refused('/api/basket-add', { productID: 1012, quantity: 1, bundleOptions: { 121: { 1211: 1 } } }, 400, 'Please choose bindings for this pack.');
    await v.refused(
      '/api/basket-add',
      { productID: 1012, quantity: 1, bundleOptions: { 121: { 1311: 1 }, 122: { 1221: 1 } } },
      400,
      'This option is not available for this product.',
    );
    await v.refused('/api/basket-add', { productID: '1006', quantity: 1 }, 400, /productID/);
  });

  it('keeps to the stock when 50 adds race into a basket that does not exist yet', async () => {
    // A new member has a session and no basket: every add must wait for the first one's basket row.
    const v = new Visitor();
    const signup = await v.call('POST', '/api/auth/signup', {
      email: 'racer@summit.test',
      password: 'Race-to-the-top-2026',
      storeId: 1,
      data: { firstname: 'Ra', lastname: 'Cer' },
    });
    expect(signup.json()).toMatchObject({ success: true });
    const racers = Array.from({ length: 50 }, () => v.call('POST', '/api/basket-add', { productID: 1003, quantity: 1 }));
    const statuses = (await Promise.all(racers)).map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(12); // the stock of product 1003
    expect(statuses.filter((status) => status === 400)).toHaveLength(38);
    expect(itemOf(await v.basket(), 1003).qty).toBe(12);
  });
});

describe('basket-update', () => {
  it('changes a quantity', async () => {
    const v = new Visitor();
    const added = await v.add(1100, 1);
    const id = added.productsList[0]!.cartItemId;
    const updated = await v.update(id, '3');
    expect(updated.productsList[0]).toMatchObject({ qty: 3, maxQty: 3, subtotal: 57 });
    expect(updated.orderDetails.basketCount).toBe(3);
  });

  it('refuses bad quantities and other baskets’ items with a message, leaving the basket unchanged', async () => {
    const v = new Visitor();
    const id = (await v.add(1100, 2)).productsList[0]!.cartItemId;
    const update = '/api/basket-update';
    await v.refused(update, { cartItemId: id, qty: 0 }, 400, 'Please enter a quantity of at least 1.');
    await v.refused(update, { cartItemId: id, qty: '0' }, 400, 'Please enter a quantity of at least 1.');
    await v.refused(update, { cartItemId: id, qty: -1 }, 400, 'Please enter a quantity of at least 1.');
    await v.refused(update, { cartItemId: id, qty: 'abc' }, 400, 'Please enter a valid quantity.');
    await v.refused(update, { cartItemId: id, qty: '' }, 400, 'Please enter a valid quantity.');
    await v.refused(update, { cartItemId: id, qty: 4 }, 400, 'Only 3 left in stock.');
    await v.refused(update, { cartItemId: 987654, qty: 1 }, 404, 'This item is no longer in your basket.');
    await v.refused(update, { cartItemId: id }, 400, /qty/);

    // Another session cannot touch this basket's item, nor ask for its delivery date.
    const other = new Visitor();
    await other.add(1006, 1);
    await other.refused(update, { cartItemId: id, qty: 1 }, 404, 'This item is no longer in your basket.');
    const stranger = new Visitor();
    await stranger.refused(update, { cartItemId: id, qty: 1 }, 404, 'This item is no longer in your basket.');
    expect((await other.call('GET', `/api/product-dispatch-date?storeId=1&cartItemId=${id}`)).statusCode).toBe(404);
    expect((await v.basket()).productsList[0]!.qty).toBe(2);
  });

  it('removes an item of the own basket only', async () => {
    const v = new Visitor();
    await v.add(1003, 1);
    const basket = await v.add(1006, 2);
    const goggles = itemOf(basket, 1006).cartItemId;
    const stranger = new Visitor();
    await stranger.add(1009, 1);
    await stranger.refused('/api/basket-remove-item', { cartItemId: goggles }, 404, 'This item is no longer in your basket.');
    const after = await v.ok('POST', '/api/basket-remove-item', { cartItemId: goggles });
    expect(after.productsList.map((i) => i.productId)).toEqual([1003]);
    expect(after.orderDetails.basketCount).toBe(1);
    await v.refused('/api/basket-remove-item', { cartItemId: goggles }, 404, 'This item is no longer in your basket.');
  });

  it('lists each bundle line as a group, and changes or removes a line with the rest of its group (groupItems)', async () => {
    const v = new Visitor();
    const pack = await v.add(1012, 1, { bundleOptions: { 121: { 1211: 1 }, 122: { 1221: 1 } } });
    const basket = await v.add(1006, 1);
    const packLine = itemOf(basket, 1012).cartItemId;
    const poles = itemOf(basket, 1006).cartItemId;
    expect(pack.groups).toEqual([{ id: `bundle-${packLine}`, bundleType: 'ski_pack', cartItemIds: [packLine] }]);
    expect(basket.groups).toEqual(pack.groups);

    const update = '/api/basket-update';
    const both = await v.ok('POST', update, { cartItemId: packLine, qty: 2, groupItems: [packLine, poles] });
    expect(both.productsList.map((i) => i.qty)).toEqual([2, 2]);
    // A line of the group that is not in this basket (any more) changes nothing.
    const stranger = new Visitor();
    const foreign = itemOf(await stranger.add(1009, 1), 1009).cartItemId;
    await v.refused(update, { cartItemId: packLine, qty: 1, groupItems: [packLine, foreign] }, 404, 'This item is no longer in your basket.');
    await v.refused(update, { cartItemId: packLine, qty: 1, groupItems: [2 ** 40] }, 400, /groupItems/);
    await v.refused(update, { cartItemId: packLine, qty: 1, groupItems: 'x' }, 400, /groupItems/);
    await v.refused('/api/basket-remove-item', { cartItemId: packLine, groupItems: [foreign] }, 404, 'This item is no longer in your basket.');

    const emptied = await v.ok('POST', '/api/basket-remove-item', { cartItemId: packLine, groupItems: [packLine, poles] });
    expect(emptied.productsList).toEqual([]);
    expect(emptied.groups).toEqual([]);
    expect(itemOf(await stranger.basket(), 1009).qty).toBe(1);
  });

  it('reports items whose stock dropped below their quantity', async () => {
    const v = new Visitor();
    const id = (await v.add(1009, 5)).productsList[0]!.cartItemId;
    await t.db.query('UPDATE products SET stock = 2 WHERE id = 1009');
    try {
      const basket = await v.basket();
      expect(basket.errors).toEqual(['Only 2 left in stock of "Rossignol Hero Junior skis 130 cm".']);
      expect(basket.productsList[0]).toMatchObject({ qty: 5, maxQty: 2 });
      const fixed = await v.update(id, 2);
      expect(fixed.errors).toEqual([]);
    } finally {
      await t.db.query('UPDATE products SET stock = 9 WHERE id = 1009');
    }
  });
});

describe('coupons', () => {
  it('applies and removes SKI10 and WELCOME5', async () => {
    const v = new Visitor();
    await v.add(1010, 1); // 199.00
    const ski10 = await v.apply('promo', ' ski10 ');
    expect(ski10).toMatchObject({ couponUsed: 'SKI10', orderDetails: { promoCodes: ['SKI10'], subtotal: 199, discount: 19.9, grandTotal: 179.1 } });
    const welcome = await v.apply('promo', 'WELCOME5');
    expect(welcome).toMatchObject({ couponUsed: 'WELCOME5', orderDetails: { discount: 5, grandTotal: 194 } });
    const removed = await v.remove('promo', 'WELCOME5');
    expect(removed).toMatchObject({ couponUsed: null, orderDetails: { promoCodes: [], discount: 0, grandTotal: 199 } });
    expect(await v.basket()).toEqual(removed);
  });

  it('refuses unknown, expired and too-small-basket coupons, leaving the basket unchanged', async () => {
    const v = new Visitor();
    const apply = '/api/basket-apply-discount';
    await v.refused(apply, { type: 'promo', info: 'SKI10' }, 400, 'Please add something to your basket before using a coupon.');
    await v.add(1011, 1);
    await v.apply('promo', 'SKI10');
    await v.refused(apply, { type: 'promo', info: 'NOPE' }, 400, 'The coupon code "NOPE" is not valid.');
    await v.refused(apply, { type: 'promo', info: 'EXPIRED' }, 400, 'This coupon has expired.');
    await v.refused(apply, { type: 'promo', info: '   ' }, 400, 'Please enter a coupon code.');
    await v.refused(apply, { type: 'voucher', info: 'SKI10' }, 400, /type/);

    const small = new Visitor();
    await small.add(1100, 1); // 19.00
    await small.refused(apply, { type: 'promo', info: 'WELCOME5' }, 400, 'This coupon needs a basket subtotal over £50.00.');
    const fr = new Visitor('fr.localhost');
    await fr.add(1100, 1);
    await fr.refused(apply, { type: 'promo', info: 'WELCOME5' }, 400, 'This coupon needs a basket subtotal over 50,00 €.');
  });
});

describe('reward points', () => {
  it('are for members only', async () => {
    const guest = new Visitor();
    await guest.add(1006, 1);
    await guest.refused('/api/basket-apply-discount', { type: 'points', info: '100' }, 401, 'Please sign in to use your reward points.');
  });

  it('moves the guest basket to the member at login, then spends and removes points', async () => {
    const v = new Visitor();
    const guest = await v.add(1010, 1); // 199.00
    expect((await v.call('POST', '/api/test-basket-login')).statusCode).toBe(200);
    const member = await v.basket();
    expect(member.productsList.map((i) => i.productId)).toEqual([1010]);
    expect(member.orderDetails.quoteId).toBe(guest.orderDetails.quoteId);
    expect(member.rewardPointsAvailable).toBe(1200);

    const used = await v.apply('points', '500');
    expect(used).toMatchObject({ rewardPointsUsed: 500, rewardPointsAvailable: 1200, orderDetails: { discount: 5, grandTotal: 194 } });
    const withCoupon = await v.apply('promo', 'SKI10');
    expect(withCoupon.orderDetails).toMatchObject({ discount: 24.9, grandTotal: 174.1 });

    const apply = '/api/basket-apply-discount';
    await v.refused(apply, { type: 'points', info: '1201' }, 400, 'You have only 1200 reward points.');
    await v.refused(apply, { type: 'points', info: '0' }, 400, 'Please enter a whole number of reward points.');
    await v.refused(apply, { type: 'points', info: '-5' }, 400, 'Please enter a whole number of reward points.');
    await v.refused(apply, { type: 'points', info: '2.5' }, 400, 'Please enter a whole number of reward points.');
    await v.refused(apply, { type: 'points', info: 'lots' }, 400, 'Please enter a whole number of reward points.');

    const none = await v.remove('points');
    expect(none).toMatchObject({ rewardPointsUsed: 0, couponUsed: 'SKI10' });
    await v.remove('promo');
  });

  it('never take the total below zero', async () => {
    const v = new Visitor();
    await v.call('POST', '/api/test-basket-login');
    const start = await v.basket();
    for (const item of start.productsList) await t.db.query('DELETE FROM basket_items WHERE id = $1', [item.cartItemId]);
    await v.add(1100, 1); // 19.00 + 4.95 delivery = 23.95 → at most 2395 points
    await t.db.query('UPDATE customers SET reward_points = 5000 WHERE id = $1', [DEMO_MEMBER.id]);
    try {
      await v.refused('/api/basket-apply-discount', { type: 'points', info: '2396' }, 400, 'You can use at most 2395 reward points on this basket.');
      const all = await v.apply('points', '2395');
      expect(all.orderDetails).toMatchObject({ discount: 23.95, grandTotal: 0 });
      // A coupon on top leaves less to pay with points: they shrink so that the total stays at zero.
      const both = await v.apply('promo', 'SKI10');
      expect(both).toMatchObject({ rewardPointsUsed: 2205, orderDetails: { discount: 23.95, grandTotal: 0 } });
      await v.remove('points');
      await v.remove('promo');
    } finally {
      await t.db.query('UPDATE customers SET reward_points = 1200 WHERE id = $1', [DEMO_MEMBER.id]);
    }
  });
});

describe('mergeGuestBasketIntoCustomer', () => {
  beforeEach(async () => {
    await t.db.query('DELETE FROM baskets WHERE customer_id = $1', [DEMO_MEMBER.id]);
  });

  it('adds the guest items to the member basket, summing the same choice, and keeps the member coupon', async () => {
    const member = new Visitor();
    await member.call('POST', '/api/test-basket-login');
    await member.add(1006, 1);
    await member.add(1001, 1, { options: { 101: 10102 } });
    await member.apply('promo', 'WELCOME5');

    const guest = new Visitor();
    await guest.add(1006, 2);
    await guest.add(1018, 1);
    await guest.apply('promo', 'SKI10');
    const sessionId = sessionKey(guest.cookie);
    const [guestBasket] = await t.db.query<{ id: number }>('SELECT id FROM baskets WHERE session_id = $1', [sessionId]);

    const merged = await mergeGuestBasketIntoCustomer(t.db, sessionId, DEMO_MEMBER.id);
    expect(merged).not.toBe(guestBasket!.id);
    expect(await t.db.query('SELECT 1 FROM baskets WHERE id = $1', [guestBasket!.id])).toEqual([]);
    const after = await member.basket();
    expect(after.orderDetails.quoteId).toBe(merged);
    expect(after.productsQuantities).toEqual({ 1001: 1, 1006: 3, 1018: 1 });
    expect(after.couponUsed).toBe('WELCOME5');
    // The guest is left with an empty basket.
    expect((await guest.basket()).productsList).toEqual([]);
  });

  it('does nothing without a guest basket, and hands the guest coupon over when the member has none', async () => {
    expect(await mergeGuestBasketIntoCustomer(t.db, 'no-such-session', DEMO_MEMBER.id)).toBeNull();
    const guest = new Visitor();
    await guest.add(1018, 2);
    await guest.apply('promo', 'SKI10');
    const id = await mergeGuestBasketIntoCustomer(t.db, sessionKey(guest.cookie), DEMO_MEMBER.id);
    const [row] = await t.db.query<{ customer_id: number; session_id: string | null; coupon_code: string }>(
      'SELECT customer_id, session_id, coupon_code FROM baskets WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ customer_id: DEMO_MEMBER.id, session_id: null, coupon_code: 'SKI10' });
  });
});

describe('basket-recommendations and dispatch dates', () => {
  it('gives the two blocks without the basket products, with prices', async () => {
    const v = new Visitor();
    await v.add(1010, 1);
    const reply = await v.call('GET', '/api/basket-recommendations?storeId=1&limit=5');
    expect(reply.statusCode).toBe(200);
    const { blocks } = z.parse(basketRecommendations.reply, reply.json());
    expect(blocks.map((b) => b.name)).toEqual(['basket bestselling', 'basket recommended']);
    for (const block of blocks) {
      expect(block.items.length).toBeGreaterThan(0);
      expect(block.items.length).toBeLessThanOrEqual(5);
      expect(block.items.map((i) => i.productId)).not.toContain(1010);
      expect(block.items[0]!.price).toMatchObject({ productId: block.items[0]!.productId, price: expect.any(Number) });
    }
    // Recommended comes from the Ski department, where the bindings are.
    const skiIds = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1011, 1012, 1013, 1014, 1015];
    expect(blocks[1]!.items.every((i) => skiIds.includes(i.productId))).toBe(true);
    const defaultLimit = z.parse(basketRecommendations.reply, (await v.call('GET', '/api/basket-recommendations?storeId=1')).json());
    expect(defaultLimit.blocks[0]!.items.length).toBeLessThanOrEqual(64);
    expect((await v.call('GET', '/api/basket-recommendations?storeId=1&limit=65')).statusCode).toBe(400);
  });

  it('shows a product sold per size once, with its sizes, and none of its sizes beside one in the basket', async () => {
    const v = new Visitor();
    await v.add(1010, 1);
    const { blocks } = z.parse(basketRecommendations.reply, (await v.call('GET', '/api/basket-recommendations?storeId=1')).json());
    const names = blocks[0]!.items.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name.startsWith('Summit leather gloves'))).toEqual(['Summit leather gloves']);
    expect(blocks[0]!.items.find((i) => i.name === 'Summit leather gloves')!.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(blocks[0]!.items.find((i) => i.productId === 1018)!.sizes).toEqual([]);

    const withGloves = new Visitor();
    await withGloves.add(1125, 1); // leather gloves, M
    const after = z.parse(basketRecommendations.reply, (await withGloves.call('GET', '/api/basket-recommendations?storeId=1')).json());
    for (const block of after.blocks) expect(block.items.filter((i) => i.name.includes('leather gloves'))).toEqual([]);
    // In the shop's language: the French card names the gloves without their size.
    const fr = z.parse(basketRecommendations.reply, (await v.call('GET', '/api/basket-recommendations?storeId=13')).json());
    expect(fr.blocks[0]!.items.map((i) => i.name)).toContain('Gants Summit cuir');
  });

  it('estimates the delivery of an item of the caller’s basket', async () => {
    const v = new Visitor();
    const item = (await v.add(1014, 1)).productsList[0]!;
    const reply = await v.call('GET', `/api/product-dispatch-date?storeId=1&returnTimestamps=1&cartItemId=${item.cartItemId}&deliveryCountry=GB`);
    expect(reply.statusCode).toBe(200);
    const { items } = z.parse(productDispatchDate.reply, reply.json());
    expect(items).toEqual([
      {
        cartItemId: item.cartItemId,
        orderItemId: null,
        productId: 1014,
        estimatedDeliveryTimestampStart: item.estimatedDeliveryTimestampStart,
        estimatedDeliveryTimestampEnd: item.estimatedDeliveryTimestampEnd,
      },
    ]);
  });
});
