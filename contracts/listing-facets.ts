import * as z from 'zod/mini';
import { idList } from './common.ts';
import { productCard } from './product.ts';
import { parsePriceRange } from './listing-filter-values.ts';

export { DISCOUNT_STEPS, LISTING_SORTS, parsePriceRange, priceRangeText, type ListingSort, type PriceRange } from './listing-filter-values.ts';

/*
 * A listing's filters, sort and facets (issue 32): the query parameters a listing takes beside
 * its scope (category, event, brand, term), and the facets with their counts it answers with. A
 * listed "model" is one card: the sizes of a product sold as one simple product per size share it.
 */

const SIZE_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} .,/½-]{0,19}$/u;

/** Filter parameters of cat-products-es (comma lists; a value that cannot be one is a 400). */
export const listingFilterQuery = {
  /** Brand ids. */
  brands: z.optional(idList(50)),
  /** Category ids among the facet's categories (each with the categories under it). */
  categories: z.optional(idList(50)),
  /** Sizes, e.g. "M,L" or "42,42.5". */
  sizes: z.optional(
    z.string().check(
      z.maxLength(400),
      z.refine((text) => text.split(',').length <= 40 && text.split(',').every((size) => SIZE_TEXT.test(size)), 'sizes: a comma list of up to 40 sizes'),
    ),
  ),
  /** Price ranges in the store's currency, e.g. "0-50,200-". */
  prices: z.optional(
    z.string().check(
      z.maxLength(200),
      z.refine((text) => text.split(',').length <= 10 && text.split(',').every((range) => parsePriceRange(range) !== null), 'prices: ranges such as 0-50,200-'),
    ),
  ),
  /** The smallest saving in percent. */
  minDiscount: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99))),
  /** 1: answer with the facets and their counts too. */
  facets: z.optional(z.enum(['0', '1'])),
};

export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type FacetValue = z.output<typeof facetValue>;

export const priceFacetValue = z.object({ value: z.string(), min: z.number(), max: z.nullable(z.number()), count: z.number() });
export type PriceFacetValue = z.output<typeof priceFacetValue>;

/** Each facet's values, counted with the listing's other filters applied (a chosen value never hides its siblings). */
export const listingFacets = z.object({
  brands: z.array(facetValue),
  sizes: z.array(facetValue),
  prices: z.array(priceFacetValue),
  discounts: z.array(facetValue),
  categories: z.array(facetValue),
});
export type ListingFacets = z.output<typeof listingFacets>;

/** A listed model: a product sold per size is one card with all its sizes (empty for others). */
export const listingCard = z.object({ ...productCard.shape, sizes: z.optional(z.array(z.string())) });
export type ListingCard = z.output<typeof listingCard>;
