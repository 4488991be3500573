import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { idParam, storeIdParam } from './common.ts';

/* Categories by id (spec 02 section 7: cat-subcategories, category-url): listings' chips and links. */

export const subcategory = z.object({
  categoryId: z.number(),
  name: z.string(),
  url: z.string(),
  /** Products sold in the store under it (its own subcategories included). */
  productCount: z.number(),
});

/** The active subcategories of a category that have something for sale in the store, in catalog order. */
export const catSubcategories = defineEndpoint({
  name: 'cat-subcategories',
  method: 'GET',
  path: 'cat-subcategories',
  query: z.object({ storeId: storeIdParam(), categoryId: idParam() }),
  reply: z.object({ categoryId: z.number(), items: z.array(subcategory) }),
});

/** A category's page in the store (its path in the store's language) and name; 404 when it has none. */
export const categoryUrl = defineEndpoint({
  name: 'category-url',
  method: 'GET',
  path: 'category-url',
  query: z.object({ storeId: storeIdParam(), categoryId: idParam() }),
  reply: z.object({ categoryId: z.number(), name: z.string(), url: z.string() }),
});
