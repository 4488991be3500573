import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Commerce endpoints used by more than one plugin (catalog pages, basket, orders). Declared in
 * core so that plugins share the contract without importing each other.
 */

/** Estimated delivery (spec 01 section 7): by basket item, by order item, or by products. */
export const productDispatchDate = defineEndpoint({
  name: 'product-dispatch-date',
  method: 'GET',
  path: '/api/product-dispatch-date',
  query: z.object({
    storeId: z.coerce.number().check(z.int(), z.positive()),
    returnTimestamps: z.optional(z.literal('1')),
    cartItemId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    orderItemId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** Comma-separated product ids. */
    productIds: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/))),
    deliveryCountry: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  }),
  reply: z.object({
    items: z.array(
      z.object({
        cartItemId: z.nullable(z.number()),
        orderItemId: z.nullable(z.number()),
        productId: z.number(),
        /** Unix seconds. */
        estimatedDeliveryTimestampStart: z.number(),
        estimatedDeliveryTimestampEnd: z.number(),
      }),
    ),
  }),
});

/** A product card's facts (listings, recommendations, bestsellers). Prices come separately. */
export const productCard = z.object({
  productId: z.number(),
  name: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  productType: z.enum(['simple', 'configurable', 'bundle', 'ski_pass']),
});
export type ProductCard = z.output<typeof productCard>;

export const productPrice = z.object({
  productId: z.number(),
  price: z.number(),
  rrp: z.nullable(z.number()),
  specialPrice: z.nullable(z.number()),
  /** Percent off rrp, rounded down; 0 when there is no saving. */
  discount: z.number(),
});
export type ProductPrice = z.output<typeof productPrice>;

/** A postal address as forms send it (account address book, an order's delivery address). */
export const postalAddress = z.object({
  firstname: z.string().check(z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.minLength(1), z.maxLength(100)),
  street: z.string().check(z.minLength(1), z.maxLength(200)),
  street2: z._default(z.string().check(z.maxLength(200)), ''),
  city: z.string().check(z.minLength(1), z.maxLength(100)),
  postcode: z._default(z.string().check(z.maxLength(20)), ''),
  region: z._default(z.string().check(z.maxLength(100)), ''),
  countryId: z.string().check(z.length(2)),
  telephone: z.string().check(z.minLength(3), z.maxLength(30)),
});
