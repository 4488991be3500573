import type { ListingFacets } from '../../../contracts/listing-facets.ts';
import { LISTING_SORTS, parsePriceRange, type ListingSort } from '../../../contracts/listing-filter-values.ts';

/*
 * A listing's filters and sort as the page's query string holds them (issue 32): what a GET form
 * of checkboxes and selects submits, so a page works without JavaScript and a link keeps it.
 * brand, category, size and price repeat; discount and sort are single. A value that cannot be
 * one is left out (the page shows what it can rather than an error).
 */

export interface ListingFilterState {
  brands: string[];
  categories: string[];
  sizes: string[];
  prices: string[];
  discount: string | null;
  sort: ListingSort;
}

/** The query parameters the filter form writes, each with the state's list it fills. */
export const FILTER_PARAMS = { brand: 'brands', category: 'categories', size: 'sizes', price: 'prices' } as const;
export type FilterParam = keyof typeof FILTER_PARAMS | 'discount';
export const SORT_PARAM = 'sort';
/** Parameters the listing owns: the form writes them, so it carries every other one (the search term) itself. */
export const LISTING_PARAMS = new Set<string>([...Object.keys(FILTER_PARAMS), 'discount', SORT_PARAM, 'p']);

const ID = /^[1-9]\d{0,9}$/;
const SIZE = /^[\p{L}\p{N}][\p{L}\p{N} .,/½-]{0,19}$/u;
const VALID: Record<keyof typeof FILTER_PARAMS, (value: string) => boolean> = {
  brand: (value) => ID.test(value),
  category: (value) => ID.test(value),
  size: (value) => SIZE.test(value) && !value.includes(','),
  price: (value) => parsePriceRange(value) !== null,
};
const DISCOUNT = /^[1-9]\d?$/;

export function filterStateFromSearch(search: string): ListingFilterState {
  const params = new URLSearchParams(search);
  const list = (name: keyof typeof FILTER_PARAMS) => [...new Set(params.getAll(name).filter(VALID[name]))].slice(0, 20);
  const discount = params.get('discount');
  const sort = params.get(SORT_PARAM);
  return {
    brands: list('brand'),
    categories: list('category'),
    sizes: list('size'),
    prices: list('price'),
    discount: discount && DISCOUNT.test(discount) ? discount : null,
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'relevance',
  };
}

export const hasFilters = (state: ListingFilterState): boolean =>
  state.brands.length + state.categories.length + state.sizes.length + state.prices.length > 0 || state.discount !== null;

const SORT_QUERY: Record<ListingSort, { sort: '_score' | 'price' | 'discount' | 'created'; order: 'asc' | 'desc' }> = {
  relevance: { sort: '_score', order: 'desc' },
  'price-asc': { sort: 'price', order: 'asc' },
  'price-desc': { sort: 'price', order: 'desc' },
  discount: { sort: 'discount', order: 'desc' },
  newest: { sort: 'created', order: 'desc' },
};

/** The state as cat-products-es reads it. */
export function listingApiQuery(state: ListingFilterState) {
  const join = (values: string[]) => (values.length ? values.join(',') : undefined);
  return {
    ...SORT_QUERY[state.sort],
    brands: join(state.brands),
    categories: join(state.categories),
    sizes: join(state.sizes),
    prices: join(state.prices),
    minDiscount: state.discount === null ? undefined : Number(state.discount),
  };
}

/** A key that changes whenever the listing must be fetched again. */
export const filterKey = (state: ListingFilterState): string => JSON.stringify(state);

/** The address of the listing with one parameter's values changed, back on its first page. */
export function hrefWithout(path: string, search: string, param: FilterParam, value: string | null): string {
  const params = new URLSearchParams(search);
  const kept = value === null ? [] : params.getAll(param).filter((v) => v !== value);
  params.delete(param);
  kept.forEach((v) => params.append(param, v));
  params.delete('p');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The listing without any filter (its sort and other parameters kept). */
export function hrefClearAll(path: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...Object.keys(FILTER_PARAMS), 'discount', 'p']) params.delete(name);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface ActiveFilter {
  param: FilterParam;
  value: string;
  /** The facet's label (a brand's or category's name), or the value itself. */
  label: string;
}

/** The chosen filters in the facets' order, named as the facets name them. */
export function activeFilters(state: ListingFilterState, facets: ListingFacets | undefined): ActiveFilter[] {
  const named = (param: 'brand' | 'category', values: string[], options: { value: string; label: string }[] | undefined) =>
    values.map((value) => ({ param, value, label: options?.find((option) => option.value === value)?.label ?? value }));
  return [
    ...named('category', state.categories, facets?.categories),
    ...named('brand', state.brands, facets?.brands),
    ...state.sizes.map((value) => ({ param: 'size' as const, value, label: value })),
    ...state.prices.map((value) => ({ param: 'price' as const, value, label: value })),
    ...(state.discount === null ? [] : [{ param: 'discount' as const, value: state.discount, label: state.discount }]),
  ];
}

/** Page links of a pager: the first, the last, and the pages around the current one; null where pages are left out. */
export function pageNumbers(page: number, pagesCount: number, around = 1): (number | null)[] {
  const shown = new Set([1, pagesCount]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pagesCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(n - 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}
