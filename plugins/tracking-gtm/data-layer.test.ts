import { describe, expect, it } from 'vitest';
import type { BasketSnapshot } from '../../contracts/basket.ts';
import { addToCart, cartViewOrUpdate, categoryView, lifetimeValue, productView, purchase, virtualPageView } from './data-layer.ts';
import type { PageView } from '../../core/plugin-api.ts';

const basket: BasketSnapshot = {
  currency: 'GBP',
  total: 259.9,
  items: [
    { productId: 1001, sku: 'SKI-1001-170', name: 'Pro Ski 170', brandName: 'Rossignol', price: 199.95, quantity: 1 },
    { productId: 2002, sku: 'GLV-2002-M', name: 'Gloves', brandName: 'Dakine', price: 29.975, quantity: 2 },
  ],
};

describe('data-layer events in GA4 e-commerce shapes', () => {
  it('add_to_cart carries the added item with its added quantity', () => {
    expect(addToCart(basket, { kind: 'add', productId: 2002, quantityDelta: 1 })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: 29.98,
        items: [{ item_id: '2002', item_name: 'Gloves', item_brand: 'Dakine', item_variant: 'GLV-2002-M', price: 29.975, quantity: 1 }],
      },
    });
    expect(addToCart(basket, { kind: 'add', productId: 9 })).toBeNull();
  });

  it('view_cart on load, cart_update on other changes, with every item', () => {
    expect(cartViewOrUpdate(basket, { kind: 'load' })).toMatchObject({ event: 'view_cart', ecommerce: { value: 259.9, currency: 'GBP' } });
    const update = cartViewOrUpdate(basket, { kind: 'remove', productId: 1001 });
    expect(update.event).toBe('cart_update');
    expect((update.ecommerce as { items: unknown[] }).items).toHaveLength(2);
  });

  it('view_item from the product fields of a page view, view_item_list from category fields', () => {
    const view: PageView = {
      pageType: 'product',
      path: '/pro-ski',
      search: '',
      entityId: 1001,
      product: { productId: 1001, productName: 'Pro Ski', specialPrice: 199, currencyCode: 'GBP', category: 'Ski', brandName: 'Rossignol' },
    };
    expect(productView(view)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'GBP',
        value: 199,
        items: [{ item_id: '1001', item_name: 'Pro Ski', item_brand: 'Rossignol', item_category: 'Ski', price: 199, quantity: 1 }],
      },
    });
    expect(categoryView(view)).toBeNull();
    expect(categoryView({ ...view, product: undefined, category: { categoryId: 5, categoryName: 'Ski' } })).toEqual({
      event: 'view_item_list',
      ecommerce: { item_list_id: '5', item_list_name: 'Ski' },
    });
    expect(virtualPageView({ ...view, search: '?a=1' })).toEqual({
      event: 'virtual_page_view',
      page_type: 'product',
      page_path: '/pro-ski?a=1',
      entity_id: 1001,
    });
  });

  it('purchase and lifetime value', () => {
    const event = purchase(
      {
        transactionId: '100001',
        currency: 'EUR',
        shipping: 5,
        tax: 20,
        total: 125,
        promoCode: 'SNOW',
        products: [{ id: '1001', name: 'Pro Ski', brand: 'Rossignol', price: 100, quantity: 1 }],
      },
      3,
    );
    expect(event).toEqual({
      event: 'purchase',
      visitor_orders_count: 3,
      ecommerce: {
        transaction_id: '100001',
        currency: 'EUR',
        value: 125,
        value_excluding_tax_and_shipping: 100,
        shipping: 5,
        tax: 20,
        coupon: 'SNOW',
        items: [{ item_id: '1001', item_name: 'Pro Ski', item_brand: 'Rossignol', price: 100, quantity: 1 }],
      },
    });
    expect(lifetimeValue(3, 'EUR', 480)).toEqual({ event: 'lifetime_value', ltv: { orders_total_count: 3, currency: 'EUR', value: 480 } });
  });
});
