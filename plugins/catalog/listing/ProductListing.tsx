import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import type { ReplyOf } from '../../../core/api/endpoint.ts';
import { catProductsEs } from '../api.ts';
import { ProductGrid } from '../ProductGrid.tsx';
import { LoadError, Loading } from '../states.tsx';
import type { ListingQuery } from './listing-query.ts';
import { Pager } from './Pager.tsx';

export type ListingReply = ReplyOf<typeof catProductsEs>;

interface Props {
  ctx: PluginContext;
  query: ListingQuery;
  pageSize: number;
  path: string;
  search: string;
  signal: AbortSignal;
  onLoaded?: (reply: ListingReply) => void;
  heading?: (title: string) => ReactNode;
}

/** A product grid from cat-products-es, with loading, empty and error states and paging. */
export function ProductListing({ ctx, query, pageSize, path, search, signal, onLoaded, heading }: Props) {
  const listing = useRemote(
    (s) => ctx.api.call(catProductsEs, { query: { storeId: ctx.store.storeId, ...query, size: pageSize, sort: '_score', order: 'desc' }, signal: s }),
    signal,
    [query.categoryId, query.eventId, query.brandId, query.page],
  );
  useEffect(() => {
    if (listing.status === 'ready') onLoaded?.(listing.data);
  }, [listing, onLoaded]);

  if (listing.status === 'loading') return <Loading />;
  if (listing.status === 'error') return <LoadError retry={listing.retry} />;
  if (listing.status === 'not-found') {
    return (
      <p className="page-message">
        <Trans>This sale has ended.</Trans>
      </p>
    );
  }
  const { data } = listing;
  return (
    <section className="listing">
      {heading ? heading(data.title) : <h1>{data.title}</h1>}
      <p className="listing__count" data-testid="listing-count">
        <Trans>{data.total} products</Trans>
      </p>
      {data.items.length === 0 ? (
        <p className="page-message" data-testid="listing-empty">
          <Trans>No products here at the moment. New sales start every morning.</Trans>
        </p>
      ) : (
        <ProductGrid ctx={ctx} items={data.items} signal={signal} />
      )}
      <Pager path={path} search={search} page={data.page} pagesCount={data.pagesCount} />
    </section>
  );
}
