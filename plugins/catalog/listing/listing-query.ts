import type { PageResolution } from '../../../core/plugin-api.ts';
import { filterStateFromSearch, type ListingFilterState } from './listing-filters.ts';

export interface ListingQuery {
  categoryId?: number;
  eventId?: number;
  brandId?: number;
  /** Every live sale of one sale category type (the New Season listing: 5). */
  saleType?: number;
  /** A search term (the search results page). */
  q?: string;
  page: number;
  /** The shopper's filters and sort (the query string). */
  filters: ListingFilterState;
}

/** The page number from ?p=N (1 when missing or not a positive integer). */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('p');
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : 1;
}

/** What a listing shows: an event or the sales of a type (lookup metadata), a category (lookup entity), or everything. */
export function listingQuery(resolution: PageResolution): ListingQuery {
  const paged = { page: pageFromSearch(resolution.search), filters: filterStateFromSearch(resolution.search) };
  const { eventId, saleType } = resolution.metadata;
  if (typeof eventId === 'number') return { eventId, ...paged };
  if (typeof saleType === 'number') return { saleType, ...paged };
  if (resolution.entityId !== null) return { categoryId: resolution.entityId, ...paged };
  return paged;
}

/** The address of another page of the same listing, keeping the other query parameters. */
export function pageHref(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('p');
  else params.set('p', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
