import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, storeIdParam } from './common.ts';

/*
 * Recently viewed products (spec 02 sections 3, 4, 6, 7 and 9): kept on the server for members
 * (at most 30), in the browser for guests (at most 10, product ids only). The server adds the
 * names, pictures and prices of the store asked for.
 */

/** Spec 02 section 9: recently viewed limit 30. */
export const RECENTLY_VIEWED_LIMIT = 30;
/** Spec 02 section 9: the local list keeps 10 entries. */
export const LOCAL_RECENTLY_VIEWED_LIMIT = 10;

/** Spec 02 section 3: Recently viewed product (field names as the spec gives them). */
export const recentlyViewedProduct = z.object({
  productID: z.number(),
  name: z.string(),
  brand: z.string(),
  /** What is paid in the store's currency. */
  price: z.number(),
  /** The struck-through price when higher than what is paid, else null. */
  oldPrice: z.nullable(z.number()),
  url: z.string(),
  imageUrl: z.string(),
  /** Spec 02 section 9: a 50x50 webp. */
  thumbnails: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
  /** The catalog entity the entry is about (the product's id). */
  entity_id: z.number(),
});
export type RecentlyViewedProduct = z.output<typeof recentlyViewedProduct>;

/**
 * A member's list (most recent first), or, with `product_ids` (a guest's local list), those
 * products in that order. Products not sold in the store are left out.
 */
export const recentlyViewed = defineEndpoint({
  name: 'recently-viewed',
  method: 'GET',
  path: 'recently-viewed',
  query: z.object({
    storeId: storeIdParam(),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(RECENTLY_VIEWED_LIMIT)), RECENTLY_VIEWED_LIMIT),
    product_ids: z.optional(z.string().check(z.regex(/^\d{1,10}(,\d{1,10}){0,29}$/))),
  }),
  reply: z.object({ items: z.array(recentlyViewedProduct) }),
});

/** Records a member's view of a product (members only: 401 for guests). */
export const recentlyViewedSave = defineEndpoint({
  name: 'recently-viewed-save',
  method: 'POST',
  path: 'recently-viewed',
  body: z.object({ product_id: id() }),
  reply: z.object({ saved: z.boolean() }),
});
