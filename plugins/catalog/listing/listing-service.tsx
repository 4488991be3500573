import type { ProductListingProps } from '../../../contracts/product-listing.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { pageFromSearch } from './listing-query.ts';
import { ProductListing } from './ProductListing.tsx';

/** The listing as other plugins show it (the search results page): a term, paged by ?p= like every listing. */
export function createSharedListing(ctx: PluginContext<'catalog'>, pageSize: number) {
  return function SharedListing({ q, ...rest }: ProductListingProps) {
    return <ProductListing ctx={ctx} query={{ q, page: pageFromSearch(rest.search) }} pageSize={pageSize} {...rest} />;
  };
}
