import { describe, expect, it } from 'vitest';
import type { BasketChange, BasketItemReply, BasketReply, BasketSnapshot } from '../../contracts/basket.ts';
import { ApiError, type PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession, type ApiCall } from '../../tests/support/plugin-kernel.ts';
import { createBasketStore, fieldMessage } from './basket-store.ts';

const item = (cartItemId: number, over: Partial<BasketItemReply> = {}): BasketItemReply => ({
  cartItemId,
  productId: 1000 + cartItemId,
  sku: `SKU-${cartItemId}`,
  name: `Item ${cartItemId}`,
  brand_name: 'Rossignol',
  image: '/x.webp',
  qty: 1,
  maxQty: 8,
  price: 100,
  subtotal: 100,
  rrp: null,
  discount: 0,
  options: [],
  productType: 'simple',
  fittingForm: null,
  estimatedDeliveryTimestampStart: null,
  estimatedDeliveryTimestampEnd: null,
  ...over,
});

function basket(items: BasketItemReply[], over: Partial<BasketReply> = {}): BasketReply {
  const subtotal = items.reduce((sum, line) => sum + line.subtotal, 0);
  return {
    currency: 'GBP',
    productsList: items,
    productsQuantities: Object.fromEntries(items.map((line) => [String(line.productId), line.qty])),
    savings: 0,
    hasSavings: false,
    groups: [],
    errors: [],
    rewardPointsAvailable: 0,
    rewardPointsUsed: 0,
    couponUsed: null,
    isShippingMethodSelected: false,
    orderDetails: { promoCodes: [], hasDeliveryFee: false, deliveryFee: 0, quoteId: 1, basketCount: items.length, subtotal, discount: 0, grandTotal: subtotal },
    lastAddedItem: null,
    ...over,
  };
}

/** Two skis bought as a pack (group of lines 1 and 2) and a helmet (line 3). */
const PACK_AND_HELMET = basket([item(1, { qty: 2, subtotal: 200 }), item(2), item(3, { price: 80, subtotal: 80 })], {
  groups: [{ id: 'pack-1', bundleType: 'ski_pack', cartItemIds: [1, 2] }],
});

type Reply = (endpoint: string, options: unknown) => unknown;

function setup(reply: Reply) {
  const t = pluginKernel((endpoint, options) => reply(endpoint.name, options));
  t.kernel.receiveSession(rawSession({ delivery_country: 'UK' }));
  const heard: { basket: BasketSnapshot; change: BasketChange }[] = [];
  t.kernel.hooks.get('basketChanged').tap('probe', (snapshot, change) => void heard.push({ basket: snapshot, change }));
  const checkouts: BasketSnapshot[] = [];
  t.kernel.hooks.get('checkoutStarted').tap('probe', (snapshot) => void checkouts.push(snapshot));
  const store = createBasketStore(t.kernel.contextFor('basket') as PluginContext<'basket'>);
  const callsTo = (endpoint: string): ApiCall[] => t.calls.filter((call) => call.endpoint === endpoint);
  return { ...t, store, heard, checkouts, callsTo };
}

/** A reply that answers `basket-data` with the pack and helmet, and every other call with `then`. */
const loaded =
  (then: Reply = () => PACK_AND_HELMET): Reply =>
  (endpoint, options) =>
    endpoint === 'basket-data' ? PACK_AND_HELMET : then(endpoint, options);

const refuse = (endpoint: string, message: string) => {
  throw new ApiError(endpoint, 400, message);
};

describe('the basket store: loading', () => {
  it('loads the mini basket for the header: no delivery estimates, and the trackers hear a load', async () => {
    const t = setup(loaded());
    expect(t.store.state.status).toBe('idle');
    await t.store.load('mini');
    expect(t.callsTo('basket-data')[0]!.options).toMatchObject({ query: { mini: '1' } });
    expect(t.store.state.status).toBe('ready');
    expect(t.store.state.basket?.productsList.map((line) => line.cartItemId)).toEqual([1, 2, 3]);
    expect(t.callsTo('product-dispatch-date')).toEqual([]);
    expect(t.heard).toEqual([
      {
        change: { kind: 'load' },
        basket: {
          currency: 'GBP',
          total: 380,
          items: [
            { productId: 1001, sku: 'SKU-1', name: 'Item 1', brandName: 'Rossignol', price: 100, quantity: 2 },
            { productId: 1002, sku: 'SKU-2', name: 'Item 2', brandName: 'Rossignol', price: 100, quantity: 1 },
            { productId: 1003, sku: 'SKU-3', name: 'Item 3', brandName: 'Rossignol', price: 80, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it("keeps an addition made while the header's basket loaded: the load answered before it is older", async () => {
    let answerLoad: (reply: BasketReply) => void = () => undefined;
    const t = setup((endpoint) => (endpoint === 'basket-data' ? new Promise<BasketReply>((resolve) => (answerLoad = resolve)) : basket([item(7)])));
    const loading = t.store.load('mini');
    await t.store.add({ productID: 1007, quantity: 1 });
    answerLoad(basket([]));
    await loading;
    expect(t.store.state.basket?.orderDetails.basketCount).toBe(1);
    expect(t.heard.map((heard) => heard.change.kind)).toEqual(['add']);
  });

  it('loads the basket page with the default shipping and the estimated delivery of each item, 3 at a time (spec 01 sections 4 and 9)', async () => {
    const lines = [1, 2, 3, 4, 5].map((id) => item(id));
    let inFlight = 0;
    let most = 0;
    const t = setup(async (endpoint, options) => {
      if (endpoint === 'basket-data') return basket(lines);
      const cartItemId = (options as { query: { cartItemId: number } }).query.cartItemId;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { items: [{ estimatedDeliveryTimestampStart: cartItemId * 10, estimatedDeliveryTimestampEnd: cartItemId * 10 + 5 }] };
    });
    await t.store.load('full');
    expect(t.callsTo('basket-data')[0]!.options).toMatchObject({ query: { default_shipping: '1' } });
    await expect.poll(() => Object.keys(t.store.state.estimates).length).toBe(5);
    expect(most).toBe(3);
    expect(t.store.state.estimates[4]).toEqual({ start: 40, end: 45 });
    expect(t.callsTo('product-dispatch-date')[0]!.options).toMatchObject({
      query: { storeId: 1, returnTimestamps: '1', cartItemId: 1, deliveryCountry: 'UK' },
    });
  });

  it('asks for no estimate of a line once the basket is changing: the line may be gone by then', async () => {
    const lines = [1, 2, 3, 4, 5].map((id) => item(id));
    let releaseFirst!: () => void;
    const firstAnswered = new Promise<void>((resolve) => (releaseFirst = resolve));
    const t = setup(async (endpoint, options) => {
      if (endpoint === 'basket-data') return basket(lines);
      if (endpoint === 'basket-remove-item') return basket(lines.filter((line) => line.cartItemId !== 5));
      const cartItemId = (options as { query: { cartItemId: number } }).query.cartItemId;
      if (cartItemId <= 3) await firstAnswered;
      return { items: [{ estimatedDeliveryTimestampStart: cartItemId, estimatedDeliveryTimestampEnd: cartItemId + 1 }] };
    });
    await t.store.load('full');
    await expect.poll(() => t.callsTo('product-dispatch-date').length).toBe(3);
    // Line 5 is removed while the first three estimates are on their way.
    const removing = t.store.removeItem(5);
    releaseFirst();
    await removing;
    await expect.poll(() => Object.keys(t.store.state.estimates).length).toBe(4);
    const askedFor = t.callsTo('product-dispatch-date').map((call) => (call.options as { query: { cartItemId: number } }).query.cartItemId);
    expect(askedFor.filter((id) => id === 5)).toEqual([]);
  });

  it('only logs a failed estimate: the basket stays as it is and the other items get theirs', async () => {
    const t = setup(
      loaded((endpoint, options) => {
        const cartItemId = (options as { query: { cartItemId: number } }).query.cartItemId;
        if (cartItemId === 2) throw new ApiError(endpoint, 503, 'unavailable');
        return { items: [{ estimatedDeliveryTimestampStart: 1, estimatedDeliveryTimestampEnd: 2 }] };
      }),
    );
    await t.store.load('full');
    await expect.poll(() => Object.keys(t.store.state.estimates).sort()).toEqual(['1', '3']);
    await expect.poll(() => t.logs.some((entry) => entry.message.includes('estimated delivery of item 2 failed'))).toBe(true);
    expect(t.store.state.status).toBe('ready');
    expect(t.store.state.message).toBeNull();
  });

  it('shows the error state when the first load fails, and keeps a basket it already has when a later one fails', async () => {
    let down = true;
    const t = setup((endpoint) => (down ? refuse(endpoint, 'Service unavailable') : PACK_AND_HELMET));
    await t.store.load('mini');
    expect(t.store.state.status).toBe('error');
    expect(t.logs.some((entry) => entry.level === 'error' && entry.message.includes('basket failed to load'))).toBe(true);

    down = false;
    await t.store.load('mini');
    down = true;
    await t.store.load('full');
    expect(t.store.state.status).toBe('ready');
    expect(t.store.state.basket?.productsList).toHaveLength(3);
  });

  it('takes the basket the server rendered only while nothing was loaded', async () => {
    const t = setup(loaded());
    t.store.receive(basket([item(9)]));
    expect(t.store.state.basket?.productsList.map((line) => line.cartItemId)).toEqual([9]);
    await t.store.load('mini');
    t.store.receive(basket([item(9)]));
    expect(t.store.state.basket?.productsList.map((line) => line.cartItemId)).toEqual([1, 2, 3]);
  });
});

describe('the basket store: changes', () => {
  it('changes a quantity with the rest of its group, shows loading while it is on its way, and fills the basket from the reply', async () => {
    let release: () => void = () => undefined;
    const after = basket([item(1, { qty: 3, subtotal: 300 }), item(2, { qty: 3, subtotal: 300 }), item(3)]);
    const t = setup(loaded(() => new Promise((resolve) => (release = () => resolve(after)))));
    await t.store.load('mini');
    const done = t.store.updateQuantity(1, 3);
    expect(t.store.state.isLoading).toBe(true);
    await expect.poll(() => t.callsTo('basket-update')).toHaveLength(1);
    expect(t.callsTo('basket-update')[0]!.options).toEqual({ body: { cartItemId: 1, qty: 3, groupItems: [1, 2] } });
    release();
    expect(await done).toBe(true);
    expect(t.store.state.isLoading).toBe(false);
    expect(t.store.state.basket?.orderDetails.grandTotal).toBe(700);
    expect(t.heard.at(-1)!.change).toEqual({ kind: 'update', productId: 1001, quantityDelta: 1 });
  });

  it('shows a refused quantity at that line, keeps the basket and what the shopper had, and clears the message with the next change', async () => {
    const t = setup(loaded((endpoint) => (endpoint === 'basket-update' ? refuse(endpoint, 'Only 8 left in stock.') : PACK_AND_HELMET)));
    await t.store.load('mini');
    expect(await t.store.updateQuantity(3, 20)).toBe(false);
    expect(fieldMessage(t.store.state.message, 'qty-3')).toBe('Only 8 left in stock.');
    expect(fieldMessage(t.store.state.message, 'qty-1')).toBeUndefined();
    expect(fieldMessage(t.store.state.message, 'promo')).toBeUndefined();
    expect(t.store.state.basket?.productsList[2]!.qty).toBe(1);
    expect(t.store.state.isLoading).toBe(false);
    expect(t.heard.map((heard) => heard.change.kind)).toEqual(['load']);

    expect(await t.store.removeItem(3)).toBe(true);
    expect(t.store.state.message).toBeNull();
  });

  it('removes a line with its group; the trackers hear the quantity that left', async () => {
    const t = setup(loaded(() => basket([item(3)])));
    await t.store.load('mini');
    expect(await t.store.removeItem(2)).toBe(true);
    expect(t.callsTo('basket-remove-item')[0]!.options).toEqual({ body: { cartItemId: 2, groupItems: [1, 2] } });
    expect(t.heard.at(-1)!.change).toEqual({ kind: 'remove', productId: 1002, quantityDelta: -1 });
    expect(t.store.state.basket?.productsList.map((line) => line.cartItemId)).toEqual([3]);
  });

  it('applies and removes a coupon or points with every grouped line; a refusal shows at the box the shopper used', async () => {
    const withCoupon: BasketReply = { ...PACK_AND_HELMET, couponUsed: 'SKI10' };
    const t = setup(
      loaded((endpoint, options) => {
        const body = (options as { body: { type: string; info: string } }).body;
        if (endpoint === 'basket-apply-discount' && body.info === 'NOPE') refuse(endpoint, 'The coupon code "NOPE" is not valid.');
        if (endpoint === 'basket-apply-discount' && body.type === 'points') refuse(endpoint, 'You have no points to use.');
        return endpoint === 'basket-apply-discount' ? withCoupon : PACK_AND_HELMET;
      }),
    );
    await t.store.load('mini');

    expect(await t.store.applyDiscount('promo', 'NOPE')).toBe(false);
    expect(fieldMessage(t.store.state.message, 'promo')).toBe('The coupon code "NOPE" is not valid.');
    expect(fieldMessage(t.store.state.message, 'points')).toBeUndefined();

    expect(await t.store.applyDiscount('promo', 'SKI10')).toBe(true);
    expect(t.callsTo('basket-apply-discount').at(-1)!.options).toEqual({ body: { type: 'promo', info: 'SKI10', groupItems: [1, 2] } });
    expect(t.store.state.basket?.couponUsed).toBe('SKI10');
    expect(t.store.state.message).toBeNull();
    expect(t.heard.at(-1)!.change).toEqual({ kind: 'apply-discount' });

    expect(await t.store.applyDiscount('points', '500')).toBe(false);
    expect(fieldMessage(t.store.state.message, 'points')).toBe('You have no points to use.');
    expect(fieldMessage(t.store.state.message, 'promo')).toBeUndefined();

    expect(await t.store.removeDiscount('promo', 'SKI10')).toBe(true);
    expect(t.callsTo('basket-remove-discount')[0]!.options).toEqual({ body: { type: 'promo', info: 'SKI10', groupItems: [1, 2] } });
    expect(t.store.state.basket?.couponUsed).toBeNull();
    expect(t.heard.at(-1)!.change).toEqual({ kind: 'remove-discount' });
  });

  it('adds a product; a refused addition is shown above the items and reaches the caller (the product page says so too)', async () => {
    const added = basket([...PACK_AND_HELMET.productsList, item(4)]);
    const t = setup(
      loaded((endpoint, options) =>
        (options as { body: { productID: number } }).body.productID === 1099 ? refuse(endpoint, 'This product is sold out.') : added,
      ),
    );
    await t.store.load('mini');
    await t.store.add({ productID: 1004, quantity: 2 });
    expect(t.callsTo('basket-add')[0]!.options).toEqual({ body: { productID: 1004, quantity: 2 } });
    expect(t.heard.at(-1)!.change).toEqual({ kind: 'add', productId: 1004, quantityDelta: 2 });
    expect(t.store.state.basket?.productsList).toHaveLength(4);

    await expect(t.store.add({ productID: 1099, quantity: 1 })).rejects.toThrow('This product is sold out.');
    expect(t.store.state.message).toEqual({ field: null, text: 'This product is sold out.' });
    expect(t.store.state.basket?.productsList).toHaveLength(4);
    expect(t.store.state.isLoading).toBe(false);
  });

  it('fetches delivery estimates after a change only while the basket page is open', async () => {
    const helmetOnly = basket([item(3, { qty: 2, subtotal: 160 })]);
    const t = setup(loaded((endpoint) => (endpoint === 'product-dispatch-date' ? { items: [] } : endpoint === 'basket-update' ? helmetOnly : PACK_AND_HELMET)));
    const estimated = () => t.callsTo('product-dispatch-date').map((call) => (call.options as { query: { cartItemId: number } }).query.cartItemId);
    await t.store.load('full');
    await expect.poll(estimated).toEqual([1, 2, 3]);
    await t.store.updateQuantity(3, 2);
    await expect.poll(estimated).toEqual([1, 2, 3, 3]);

    t.store.leavePage();
    await t.store.updateQuantity(3, 2);
    // Back on the page: its load's estimates start after any the change above would have started.
    await t.store.load('full');
    await expect.poll(estimated).toEqual([1, 2, 3, 3, 1, 2, 3]);
  });

  it('tells the trackers the checkout starts with the basket on screen', async () => {
    const t = setup(loaded());
    t.store.startCheckout();
    expect(t.checkouts).toEqual([]);
    await t.store.load('mini');
    t.store.startCheckout();
    expect(t.checkouts).toHaveLength(1);
    expect(t.checkouts[0]!.total).toBe(380);
  });
});
