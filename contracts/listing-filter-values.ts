/*
 * The values of a listing's filter and sort parameters (issue 32), without a schema library: the
 * storefront's listing reads and writes them in the browser, and zod stays out of its first page.
 */

/** The sale's (or the term's) order, price up and down, the biggest saving first, the newest first. */
export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'discount', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The smallest savings the discount facet offers ("30 % or more"). */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

const PRICE_RANGE = /^\d{1,7}-(\d{1,7})?$/;

/** A price range as the query writes it: "50-100" (from 50 to under 100), "200-" (200 and over). */
export interface PriceRange {
  min: number;
  max: number | null;
}

export function parsePriceRange(text: string): PriceRange | null {
  if (!PRICE_RANGE.test(text)) return null;
  const [min, max] = text.split('-');
  const range = { min: Number(min), max: max ? Number(max) : null };
  return range.max !== null && range.max <= range.min ? null : range;
}

export const priceRangeText = (range: PriceRange): string => `${range.min}-${range.max ?? ''}`;
