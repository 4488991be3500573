import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { searchTerm, storeIdParam } from './common.ts';
import { productCard } from './product.ts';
import type { SearchSource } from './search-paths.ts';

/* Search endpoints (spec 02 section 7 "Search"), the search hook, and the addresses they use. */

export { SEARCH_PATH, SEARCH_SOURCE_PARAM, SEARCH_TERM_PARAM, type SearchSource } from './search-paths.ts';

/** One predictive suggestion: a brand page or a product type's listing. */
export const searchSuggestion = z.object({ order: z.number(), title: z.string(), url: z.string() });
export type SearchSuggestion = z.output<typeof searchSuggestion>;

/**
 * Brands and product types whose names, or whose products' names, match the term as typed so far;
 * the first matching products (one per model, without prices: the shopper's session decides
 * whether they are shown, and this reply is cached for everyone) and how many the results page lists.
 */
export const predictiveSearch = defineEndpoint({
  name: 'predictive-search-v2',
  method: 'GET',
  path: 'predictive-search-v2',
  query: z.object({ storeId: storeIdParam(), q: searchTerm() }),
  reply: z.object({
    data: z.object({
      brands: z.array(searchSuggestion),
      productTypes: z.array(searchSuggestion),
      products: z.array(productCard),
      productsTotal: z.number(),
    }),
  }),
});

export const recentSearch = z.object({ term: z.string(), url: z.nullable(z.string()) });
export type RecentSearch = z.output<typeof recentSearch>;

/** A member's recent searches in this store, newest first (spec 02 section 9: limit 100). */
export const searchRecent = defineEndpoint({
  name: 'search-recent',
  method: 'GET',
  path: 'search-recent',
  query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100) }),
  reply: z.object({ searches: z.array(recentSearch) }),
});

export const underSearchSale = z.object({
  eventId: z.number(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.nullable(z.string()),
  /** ISO date-time. */
  endDate: z.string(),
});

/** The store's current flash sales for the empty search panel, soonest ending first (limit 12). */
export const underSearchSales = defineEndpoint({
  name: 'under-search-sales',
  method: 'GET',
  path: 'under-search-sales',
  query: z.object({
    storeId: storeIdParam(),
    /** The shopper's customer group (session); sales are the same for every group in the reference data. */
    groupId: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000))),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)), 12),
  }),
  reply: z.object({ sales: z.array(underSearchSale) }),
});

const savedSearch = z.object({ term: searchTerm(), results_count: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)) });

/** A member's search, kept for their recent searches (with the address the term leads to). */
export const searchSave = defineEndpoint({
  name: 'search-save',
  method: 'POST',
  path: 'search-save',
  body: savedSearch,
  reply: z.object({ saved: z.boolean() }),
});

/** A guest's search, counted for the shop (the guest keeps their recent searches in the browser). */
export const searchSaveNonauth = defineEndpoint({
  name: 'search-save-nonauth',
  method: 'POST',
  path: 'search-save-nonauth',
  body: savedSearch,
  reply: z.object({ saved: z.boolean() }),
});

/** Where a submitted term goes: a brand, category or sale page whose name it is, else the results page. */
export const searchUrl = defineEndpoint({
  name: 'search-url',
  method: 'GET',
  path: 'search-url',
  query: z.object({ storeId: storeIdParam(), term: searchTerm() }),
  reply: z.object({ url: z.string() }),
});

export interface SearchSubmission {
  term: string;
  source: SearchSource;
}

/** What the search results page reports with its page view, once the results are counted. */
export interface SearchViewFields {
  term: string;
  resultsCount: number;
}

declare module '../core/kernel/events.ts' {
  interface PageViewFields {
    /** Set on the search results page (reporter: search). */
    searchResults: SearchViewFields;
  }
  interface PluginHookPayloads {
    /** A shopper submitted a search term (owner: search). Trackers hear it. */
    searchSubmitted: [submission: SearchSubmission];
  }
}
