import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { idParam, storeIdParam } from './common.ts';

const storeType = () => z.enum(['storeType1', 'storeType7']);

export const storeSwitchOption = z.object({
  storeId: z.number(),
  label: z.string(),
  storeLabel: z.string(),
  link: z.string(),
});
export type StoreSwitchOption = z.output<typeof storeSwitchOption>;

/**
 * Spec 02 section 7: the stores a shopper may switch to (language switcher). With `path` (the page
 * the shopper is on), each link leads to the same page in that store where it has one (a category
 * under its own name there), else to its home page.
 */
export const storeSwitchOptions = defineEndpoint({
  name: 'store-switch-options',
  method: 'GET',
  path: 'store-switch-options',
  query: z.object({
    store_type: z.optional(storeType()),
    path: z.optional(z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^\/(?!\/)/))),
  }),
  reply: z.object({ options: z.array(storeSwitchOption) }),
});

const namedCode = z.object({ code: z.string(), name: z.string() });

/**
 * Spec 02 section 7 (store type 7 for language and account calls): the languages and currencies a
 * member may choose on the account page, named in `language`.
 */
export const languageCurrency = defineEndpoint({
  name: 'language-currency',
  method: 'GET',
  path: 'language-currency',
  query: z.object({ language: z.string().check(z.regex(/^[a-z]{2}$/)), store_type: storeType() }),
  reply: z.object({ languages: z.array(namedCode), currencies: z.array(namedCode) }),
});

export const websiteStore = z.object({
  storeId: z.number(),
  code: z.string(),
  name: z.string(),
  language: z.string(),
  locale: z.string(),
  country: z.string(),
  currency: z.string(),
  url: z.string(),
});

/** Spec 02 section 7: the stores of a website (every configured store belongs to one). */
export const websiteStores = defineEndpoint({
  name: 'website-stores',
  method: 'GET',
  path: 'website-stores',
  query: z.object({ websiteId: idParam() }),
  reply: z.object({ websiteId: z.number(), stores: z.array(websiteStore) }),
});

/** Spec 02 section 7: one country by its ISO code, named in a store's language, and whether that store delivers there. */
export const country = defineEndpoint({
  name: 'country',
  method: 'GET',
  path: 'country',
  query: z.object({ country: z.string().check(z.regex(/^[A-Za-z]{2}$/)), storeId: storeIdParam() }),
  reply: z.object({
    country: z.object({ code: z.string(), name: z.string(), shipping: z.boolean(), storeId: z.nullable(z.number()) }),
  }),
});
