import { describe, expect, it, vi } from 'vitest';
import { customerOrder, type CustomerOrder, type OrderItem } from '../../contracts/orders.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import { DISPATCH_CONCURRENCY, fetchOrderEstimates, itemsToEstimate, orderLines } from './order-items.ts';

const item = (id: number, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  name: `Item ${id}`,
  sku: `SKU-${id}`,
  brandName: 'Brand',
  productId: 1000 + id,
  price: 10,
  subtotal: 10,
  qtyOrdered: 1,
  qtyShipped: 0,
  statusLabel: 'Processing',
  statusLabels: ['Processing'],
  statuses: [{ qty: 1, status: 'processing', statusLabel: 'Processing' }],
  image: null,
  options: [],
  estimatedDelivery: { start: 100, end: 200 },
  bundleType: null,
  fittingForm: null,
  virtualType: null,
  shippedItems: [],
  ...extra,
});

describe('order lines', () => {
  it('puts a bundle where its first item stood, its items inside, and other items alone', () => {
    const items = [item(1), item(2, { bundleType: 'ski_pack' }), item(3), item(4, { bundleType: 'ski_pack' })];
    const lines = orderLines({ items, groups: [{ id: 'pack-1', bundleType: 'ski_pack', itemIds: [2, 4] }] });
    expect(lines.map((line) => (line.kind === 'item' ? line.item.id : line.items.map((i) => i.id)))).toEqual([1, [2, 4], 3]);
  });

  it('shows an order without groups item by item, and ignores a group naming no item of the order', () => {
    const lines = orderLines({ items: [item(1), item(2)], groups: [{ id: 'x', bundleType: 'ski_bundle', itemIds: [99] }] });
    expect(lines).toEqual([
      { kind: 'item', item: item(1) },
      { kind: 'item', item: item(2) },
    ]);
  });
});

describe('order item estimates', () => {
  const order = { items: [item(1), item(2, { estimatedDelivery: null, virtualType: 'ski_pass' }), item(3), item(4), item(5)] };

  it('asks only for items still to be delivered', () => {
    expect(itemsToEstimate(order).map((i) => i.id)).toEqual([1, 3, 4, 5]);
  });

  it('asks product-dispatch-date with orderItemId 3 at a time, hands over each estimate and only logs a failure', async () => {
    let running = 0;
    let most = 0;
    const calls: unknown[] = [];
    const warn = vi.fn();
    const ctx = {
      store: { storeId: 1 },
      logger: { warn },
      api: {
        call: async (_endpoint: unknown, options: { query: { orderItemId: number } }) => {
          calls.push(options.query);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          const id = options.query.orderItemId;
          if (id === 4) throw new Error('boom');
          return {
            items: [{ cartItemId: null, orderItemId: id, productId: 1000 + id, estimatedDeliveryTimestampStart: id, estimatedDeliveryTimestampEnd: id + 1 }],
          };
        },
      },
    } as unknown as PluginContext<'orders'>;
    const got: Record<number, unknown> = {};
    await fetchOrderEstimates(ctx, order, new AbortController().signal, (id, estimate) => (got[id] = estimate));
    expect(calls).toEqual([1, 3, 4, 5].map((orderItemId) => ({ storeId: 1, returnTimestamps: '1', orderItemId })));
    expect(most).toBe(DISPATCH_CONCURRENCY);
    expect(got).toEqual({ 1: { start: 1, end: 2 }, 3: { start: 3, end: 4 }, 5: { start: 5, end: 6 } });
    expect(warn).toHaveBeenCalledWith('estimated delivery of order item 4 failed: boom');
  });
});

describe('customer order contract', () => {
  it('refuses an order item without the spec fields and an unknown bundle type', () => {
    const order: CustomerOrder = {
      id: 1,
      incrementId: '1',
      orderDate: '2026-01-01T00:00:00.000Z',
      shippingAddress: { firstname: 'A', lastname: 'B', street: 'S', street2: '', city: 'C', postcode: 'P', region: '', countryId: 'GB', telephone: '123' },
      billingAddress: { firstname: 'A', lastname: 'B', street: 'S', street2: '', city: 'C', postcode: 'P', region: '', countryId: 'GB', telephone: '123' },
      dispatchMethod: 'Standard',
      paymentMethod: 'Visa',
      paymentMethodCode: 'adyen_cc_visa',
      subtotal: 10,
      total: 10,
      totalExVat: 8,
      vat: 2,
      delivery: 0,
      status: 'processing',
      statusLabel: 'Processing',
      discount: 0,
      discountDescription: null,
      savingAmount: 0,
      savingPercent: 0,
      isSelfEditEnable: false,
      isSelfCancelEnable: false,
      warehouse: 'Annecy',
      deliveryZone: 'EU',
      groups: [{ id: 'pack-1', bundleType: 'ski_pack', itemIds: [1] }],
      items: [item(1, { bundleType: 'ski_pack' })],
      shipping: [],
      currencyFormat: '£#',
      priceLocale: 'en-GB',
      currencyCode: 'GBP',
    };
    expect(customerOrder.safeParse(order).success).toBe(true);
    const { shippedItems: _dropped, ...withoutShipped } = order.items[0]!;
    expect(customerOrder.safeParse({ ...order, items: [withoutShipped] }).success).toBe(false);
    expect(customerOrder.safeParse({ ...order, groups: [{ id: 'x', bundleType: 'kayak_pack', itemIds: [1] }] }).success).toBe(false);
    const { groups: _groups, ...withoutGroups } = order;
    expect(customerOrder.safeParse(withoutGroups).success).toBe(false);
  });
});
