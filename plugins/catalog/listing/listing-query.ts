import type { PageResolution } from '../../../core/routing/types.ts';

export interface ListingQuery {
  categoryId?: number;
  eventId?: number;
  brandId?: number;
  /** Every live sale of one sale category type (the New Season listing: 5). */
  saleType?: number;
  /** A search term (the search results page). */
  q?: string;
  page: number;
}

/** The page number from ?p=N (1 when missing or not a positive integer). */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('p');
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : 1;
}

/** What a listing shows: an event or the sales of a type (lookup metadata), a category (lookup entity), or everything. */
export function listingQuery(resolution: PageResolution): ListingQuery {
  const page = pageFromSearch(resolution.search);
  const { eventId, saleType } = resolution.metadata;
  if (typeof eventId === 'number') return { eventId, page };
  if (typeof saleType === 'number') return { saleType, page };
  if (resolution.entityId !== null) return { categoryId: resolution.entityId, page };
  return { page };
}

/** The address of another page of the same listing, keeping the other query parameters. */
export function pageHref(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('p');
  else params.set('p', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
