import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, idParam, storeIdParam } from './common.ts';
import { bundleType, productCard, productPrice, productType } from './product.ts';

/** Basket endpoints (spec 01 sections 3 and 7), the basket service and the `basketChanged` hook. */

/** Spec 01 section 3, Basket item. A null selected_value is possible and handled by the client. */
export const basketItem = z.object({
  cartItemId: z.number(),
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  brand_name: z.string(),
  /** 100x100 webp. */
  image: z.string(),
  qty: z.number(),
  /** Most a shopper may order of this item (stock). */
  maxQty: z.number(),
  /** Unit price paid. */
  price: z.number(),
  subtotal: z.number(),
  /** rrp of the line (unit rrp × qty), or null. */
  rrp: z.nullable(z.number()),
  /** Percent off rrp. */
  discount: z.number(),
  options: z.array(z.object({ name: z.string(), selected_value: z.nullable(z.object({ value: z.string() })) })),
  productType,
  fittingForm: z.nullable(z.string()),
  estimatedDeliveryTimestampStart: z.nullable(z.number()),
  estimatedDeliveryTimestampEnd: z.nullable(z.number()),
});
export type BasketItemReply = z.output<typeof basketItem>;

/**
 * Spec 01 section 3, Basket groups: lines that are bought and changed together. The reference
 * server keeps a bundle (a ski pack, say) as one line, so each bundle line is a group of its own;
 * a backend that keeps a bundle's parts as lines of their own lists them all.
 */
export const basketGroup = z.object({ id: z.string(), bundleType, cartItemIds: z.array(z.number()) });
export type BasketGroup = z.output<typeof basketGroup>;

/** Spec 01 section 3, Basket (the server's view; isLoading is client state). */
export const basketReply = z.object({
  currency: z.string(),
  productsList: z.array(basketItem),
  productsQuantities: z.record(z.string(), z.number()),
  /** rrpSavings: sum of (rrp - subtotal) over items with an rrp. */
  savings: z.number(),
  hasSavings: z.boolean(),
  groups: z.array(basketGroup),
  /** The order's error messages (e.g. an item no longer in stock). */
  errors: z.array(z.string()),
  rewardPointsAvailable: z.number(),
  rewardPointsUsed: z.number(),
  couponUsed: z.nullable(z.string()),
  isShippingMethodSelected: z.boolean(),
  orderDetails: z.object({
    promoCodes: z.array(z.string()),
    hasDeliveryFee: z.boolean(),
    deliveryFee: z.number(),
    quoteId: z.number(),
    basketCount: z.number(),
    subtotal: z.number(),
    /** Money taken off by the coupon and by reward points. */
    discount: z.number(),
    grandTotal: z.number(),
  }),
  lastAddedItem: z.nullable(
    z.object({
      productId: z.number(),
      /** The basket line the addition went to (its picture and chosen options are in productsList). */
      cartItemId: z.optional(z.number()),
      specialPrice: z.nullable(z.number()),
      price: z.number(),
      qty: z.number(),
      count: z.number(),
      name: z.string(),
    }),
  ),
});
export type BasketReply = z.output<typeof basketReply>;

/**
 * Spec 01 'Basket operations use cartItemId, qty, groupItems': the cartItemIds of the group the
 * changed line belongs to (the line included; empty for a line in no group). The whole group
 * changes with the line. On the discount calls: every grouped line the shopper's basket showed
 * (a discount covers the whole basket, so the reference server only checks the shape there).
 */
const groupItems = z.optional(z.array(id()).check(z.maxLength(100)));

export const basketData = defineEndpoint({
  name: 'basket-data',
  method: 'GET',
  path: 'basket-data',
  query: z.object({ mini: z.optional(z.literal('1')), default_shipping: z.optional(z.literal('1')) }),
  reply: basketReply,
});

export const basketUpdate = defineEndpoint({
  name: 'basket-update',
  method: 'POST',
  path: 'basket-update',
  // qty is checked by the server (0, negative, not a number, over stock → 400 with a message).
  // qty applies to cartItemId and to every line of groupItems.
  body: z.object({ cartItemId: id(), qty: z.union([z.number(), z.string()]), groupItems }),
  reply: basketReply,
});

/**
 * Takes an item, and the rest of its group (groupItems), out of the basket. Kept beside the spec's
 * basket-update on purpose: a quantity of 0 typed into the basket is a slip that basket-update
 * refuses with 'Please enter a quantity of at least 1.' (e2e/shopping.spec.ts), so removal is
 * the explicit Remove button's own call rather than a quantity of 0.
 */
export const basketRemoveItem = defineEndpoint({
  name: 'basket-remove-item',
  method: 'POST',
  path: 'basket-remove-item',
  body: z.object({ cartItemId: id(), groupItems }),
  reply: basketReply,
});

const basketAddBody = z.object({
  productID: id(),
  quantity: z.union([z.number(), z.string()]),
  /** options[attributeId] = valueId */
  options: z.optional(z.record(z.string(), z.number())),
  /** bundleOptions[optionId][selectionId] = quantity */
  bundleOptions: z.optional(z.record(z.string(), z.record(z.string(), z.number()))),
});

export const basketAdd = defineEndpoint({
  name: 'basket-add',
  method: 'POST',
  path: 'basket-add',
  body: basketAddBody,
  reply: basketReply,
});

const discountBody = z.object({
  type: z.enum(['points', 'promo']),
  /** The coupon code, or the number of points as a string. */
  info: z.string().check(z.maxLength(64)),
  groupItems,
});

export const basketApplyDiscount = defineEndpoint({
  name: 'basket-apply-discount',
  method: 'POST',
  path: 'basket-apply-discount',
  body: discountBody,
  reply: basketReply,
});

export const basketRemoveDiscount = defineEndpoint({
  name: 'basket-remove-discount',
  method: 'POST',
  path: 'basket-remove-discount',
  body: discountBody,
  reply: basketReply,
});

/** The basket page's blocks 'basket bestselling' and 'basket recommended'. */
export const basketRecommendations = defineEndpoint({
  name: 'basket-recommendations',
  method: 'GET',
  path: 'basket-recommendations',
  query: z.object({
    storeId: storeIdParam(),
    productId: z.optional(idParam()),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(64)), 64),
  }),
  reply: z.object({
    blocks: z.array(
      z.object({
        name: z.enum(['basket bestselling', 'basket recommended']),
        /** One card per product: the sizes of a product sold as one product per size are listed in `sizes`. */
        items: z.array(z.object({ ...productCard.shape, sizes: z.array(z.string()), price: productPrice })),
      }),
    ),
  }),
});

export interface BasketSnapshotItem {
  productId: number;
  sku: string;
  name: string;
  brandName: string;
  price: number;
  quantity: number;
}

/** Spec 01 'Basket tracking fields'. */
export interface BasketSnapshot {
  items: BasketSnapshotItem[];
  total: number;
  currency: string;
}

export interface BasketChange {
  kind: 'load' | 'add' | 'update' | 'remove' | 'apply-discount' | 'remove-discount';
  productId?: number;
  quantityDelta?: number;
}

declare module '../core/kernel/events.ts' {
  interface PluginHookPayloads {
    /** The basket changed (owner: basket). Trackers and the header hear it. */
    basketChanged: [basket: BasketSnapshot, change: BasketChange];
    /** The shopper leaves for the checkout application (owner: basket): spec 02 ppc-fb-initiate-checkout. */
    checkoutStarted: [basket: BasketSnapshot];
  }
}
