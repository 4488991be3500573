import type { PreloadedListing, ProductListingProps } from '../../../contracts/product-listing.ts';
import { PluginProvider, type PluginContext } from '../../../core/plugin-api.ts';
import type { ListingData } from './listing-data.ts';
import { loadListing } from './listing-data.ts';
import { useMemo } from 'react';
import { filterStateFromSearch } from './listing-filters.ts';
import { pageFromSearch, type ListingQuery } from './listing-query.ts';
import { ProductListing } from './ProductListing.tsx';

const searchListingQuery = (q: string, search: string): ListingQuery => ({ q, page: pageFromSearch(search), filters: filterStateFromSearch(search) });

/** What the shared listing shows for a term and query string, fetched ahead (a page's loader): the host hands it back untouched. */
export async function loadSharedListing(
  ctx: PluginContext<'catalog'>,
  pageSize: number,
  q: string,
  search: string,
  signal: AbortSignal,
): Promise<PreloadedListing> {
  return (await loadListing(ctx, searchListingQuery(q, search), pageSize, signal)) as unknown as PreloadedListing;
}

/**
 * The listing as other plugins show it (the search results page): a term, paged by ?p= like every
 * listing. It renders inside the host's page, so it brings the catalog's context for its parts.
 */
export function createSharedListing(ctx: PluginContext<'catalog'>, pageSize: number) {
  // eslint-disable-next-line no-restricted-syntax -- lent to another plugin through a service: it renders outside this plugin's boundary
  return function SharedListing({ q, initial, ...rest }: ProductListingProps) {
    // The service's own data, handed back: the host never looks inside.
    const data = initial as unknown as ListingData | undefined;
    const query = useMemo(() => searchListingQuery(q, rest.search), [q, rest.search]);
    return (
      <PluginProvider context={ctx}>
        <ProductListing query={query} pageSize={pageSize} initial={data} {...rest} />
      </PluginProvider>
    );
  };
}
