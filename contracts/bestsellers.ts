import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

/* The store's bestsellers on a module of their own: the home page shows them without the catalog's other contracts. */

export const bestseller = z.object({
  productId: z.number(),
  productName: z.string(),
  brandName: z.string(),
  productImageUrl: z.string(),
  url: z.string(),
});
export type Bestseller = z.output<typeof bestseller>;

/** Spec 02 section 7 "GET bestsellers", 12 by default (section 9). */
export const bestsellers = defineEndpoint({
  name: 'bestsellers',
  method: 'GET',
  path: 'bestsellers',
  query: z.object({ storeId: storeIdParam(), limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12) }),
  reply: z.object({ items: z.array(bestseller) }),
});
