import { describe, expect, it, vi } from 'vitest';
import type { BasketItemReply, BasketReply } from '../../contracts/basket.ts';
import { allGroupItems, basketSnapshot, groupItemsOf, visibleOptions } from './basket-rules.ts';

const item = (over: Partial<BasketItemReply> = {}): BasketItemReply => ({
  cartItemId: 1,
  productId: 1001,
  sku: 'ROS-EXP86TI',
  name: 'Experience 86',
  brand_name: 'Rossignol',
  image: '/x.webp',
  qty: 2,
  maxQty: 8,
  price: 429,
  subtotal: 858,
  rrp: 1298,
  discount: 33,
  options: [{ name: 'Length', selected_value: { value: '174 cm' } }],
  productType: 'configurable',
  fittingForm: null,
  estimatedDeliveryTimestampStart: null,
  estimatedDeliveryTimestampEnd: null,
  ...over,
});

describe('basket rules', () => {
  it('shows chosen options, drops null selected values and reports each drop', () => {
    const dropped = vi.fn();
    const shown = visibleOptions(
      item({
        options: [
          { name: 'Length', selected_value: { value: '174 cm' } },
          { name: 'Colour', selected_value: null },
        ],
      }),
      dropped,
    );
    expect(shown).toEqual([{ name: 'Length', value: '174 cm' }]);
    expect(dropped).toHaveBeenCalledWith('Colour');
  });

  it('hides the options of a bundle', () => {
    const dropped = vi.fn();
    expect(visibleOptions(item({ productType: 'bundle', options: [{ name: 'Skis', selected_value: null }] }), dropped)).toEqual([]);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('gives the tracking fields: items with quantity, total, currency', () => {
    const basket = { currency: 'GBP', productsList: [item()], orderDetails: { grandTotal: 858 } } as unknown as BasketReply;
    expect(basketSnapshot(basket)).toEqual({
      items: [{ productId: 1001, sku: 'ROS-EXP86TI', name: 'Experience 86', brandName: 'Rossignol', price: 429, quantity: 2 }],
      total: 858,
      currency: 'GBP',
    });
  });
});

describe('basket groups', () => {
  const basket = {
    groups: [
      { id: 'bundle-7', bundleType: 'ski_pack' as const, cartItemIds: [7] },
      { id: 'set-2', bundleType: 'ski_bundle' as const, cartItemIds: [8, 9] },
    ],
  };

  it('gives a line the lines of its group, itself included, and a line in no group none', () => {
    expect(groupItemsOf(basket, 7)).toEqual([7]);
    expect(groupItemsOf(basket, 9)).toEqual([8, 9]);
    expect(groupItemsOf(basket, 1)).toEqual([]);
    expect(groupItemsOf(null, 1)).toEqual([]);
  });

  it('gives every grouped line once for a discount change', () => {
    expect(allGroupItems(basket)).toEqual([7, 8, 9]);
    expect(allGroupItems({ groups: [] })).toEqual([]);
  });
});
