import type { ProductListingProps } from '../../../contracts/product-listing.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { ProductListing } from './ProductListing.tsx';

/** The listing as other plugins show it (the search results page): a term and a page. */
export function createSharedListing(ctx: PluginContext<'catalog'>, pageSize: number) {
  return function SharedListing({ query, ...rest }: ProductListingProps) {
    return <ProductListing ctx={ctx} query={{ q: query.q, page: query.page }} pageSize={pageSize} {...rest} />;
  };
}
