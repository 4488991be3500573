import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

export const brandListItem = z.object({
  brandId: z.number(),
  name: z.string(),
  /** The brand page, /brand/{urlKey}. */
  url: z.string(),
  /** Products of the brand sold in the store. */
  productCount: z.number(),
});
export type BrandListItem = z.output<typeof brandListItem>;

/** Every brand sold in the store, by name (the brands index, /brands). */
export const brandList = defineEndpoint({
  name: 'brand-list',
  method: 'GET',
  path: 'brand-list',
  query: z.object({ storeId: storeIdParam() }),
  reply: z.object({ brands: z.array(brandListItem) }),
});
