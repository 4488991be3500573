import { Trans } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { PageProps, PluginContext } from '../../../core/kernel/plugin.ts';
import { listingQuery } from './listing-query.ts';
import { ProductListing, type ListingReply } from './ProductListing.tsx';
import { SubcategoryChips } from './SubcategoryChips.tsx';

/** Category, event, /products and /join/{referer} listings. */
export function createListingPage(ctx: PluginContext<'catalog'>, pageSize: number) {
  return function ListingPage({ resolution, signal, reportView }: PageProps) {
    const query = useMemo(() => listingQuery(resolution), [resolution]);
    const referer = resolution.routeId === 'join' ? resolution.params.referer : undefined;
    const onLoaded = useCallback(
      (reply: ListingReply) => reportView({ category: { categoryId: query.categoryId ?? query.eventId ?? 0, categoryName: reply.title } }),
      [query, reportView],
    );
    return (
      <>
        {referer && (
          <p className="referral-banner" data-testid="referral-banner">
            <Trans>You were invited by {referer}: welcome to the private sales!</Trans>
          </p>
        )}
        <ProductListing
          ctx={ctx}
          query={query}
          pageSize={pageSize}
          path={resolution.path}
          search={resolution.search}
          signal={signal}
          onLoaded={onLoaded}
          beforeGrid={query.categoryId !== undefined && <SubcategoryChips ctx={ctx} categoryId={query.categoryId} signal={signal} />}
        />
      </>
    );
  };
}
