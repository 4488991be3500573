import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { ProductGrid } from '../ProductGrid.tsx';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { loadListingReply, type ListingData, type ListingReply } from './listing-data.ts';
import type { ListingQuery } from './listing-query.ts';
import { filterKey, hasFilters, hrefClearAll } from './listing-filters.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { Pager } from './Pager.tsx';
import { useFocusOnPaging } from './use-focus-on-paging.ts';
import './listing-filters.css';

export type { ListingReply };

interface Props {
  query: ListingQuery;
  pageSize: number;
  path: string;
  search: string;
  signal: AbortSignal;
  onLoaded?: (reply: ListingReply) => void;
  heading?: (title: string) => ReactNode;
  /** Replaces the product count under the title. */
  count?: (total: number) => ReactNode;
  /** Shown instead of the grid when the listing is empty. */
  empty?: ReactNode;
  /** This listing page, fetched before it rendered (the server's first page). */
  initial?: ListingData;
  /** Shown between the product count and the grid (a category's subcategories). */
  beforeGrid?: ReactNode;
}

function ProductCount({ total }: { total: number }) {
  return <Plural value={total} one="# product" other="# products" />;
}

function NothingMatches({ path, search }: { path: string; search: string }) {
  return (
    <div className="page-message listing__no-match" data-testid="listing-no-match">
      <p>
        <Trans>No products match these filters.</Trans>
      </p>
      <Link href={hrefClearAll(path, search)} className="button">
        <Trans>Clear all filters</Trans>
      </Link>
    </div>
  );
}

/** A product grid from cat-products-es with filters, sort, loading, empty and error states and paging. */
export function ProductListing({ query, pageSize, path, search, signal, onLoaded, heading, count, empty, initial, beforeGrid }: Props) {
  const ctx = usePlugin<'catalog'>();
  const listing = useRemote(
    (s) => loadListingReply(ctx, query, pageSize, s),
    [query.categoryId, query.eventId, query.brandId, query.saleType, query.q, query.page, filterKey(query.filters)],
    { signal, initial: initial?.reply },
  );
  useEffect(() => {
    if (listing.status === 'ready') onLoaded?.(listing.data);
  }, [listing, onLoaded]);
  const section = useRef<HTMLElement>(null);
  useFocusOnPaging(section, query.page, listing.status === 'ready');
  const filtered = hasFilters(query.filters);

  const ended = (
    <p className="page-message">
      <Trans>This sale has ended.</Trans>
    </p>
  );
  return (
    <RemoteState state={listing} variant="page" notFound={ended}>
      {(data) => (
        <section className="listing" ref={section}>
          {heading ? heading(data.title) : <h1>{data.title}</h1>}
          {count ? (
            count(data.total)
          ) : (
            <p className="listing__count" data-testid="listing-count">
              <ProductCount total={data.total} />
            </p>
          )}
          {beforeGrid}
          <div className="listing__body">
            {(data.total > 0 || filtered) && <ListingFilters path={path} search={search} facets={data.facets} isSearch={query.q !== undefined} />}
            <div className="listing__results">
              <ActiveFilters path={path} search={search} state={query.filters} facets={data.facets} />
              {data.items.length === 0 ? (
                filtered ? (
                  <NothingMatches path={path} search={search} />
                ) : (
                  (empty ?? (
                    <p className="page-message" data-testid="listing-empty">
                      <Trans>No products here at the moment. New sales start every morning.</Trans>
                    </p>
                  ))
                )
              ) : (
                <ProductGrid items={data.items} signal={signal} initialPrices={data === initial?.reply ? (initial.prices ?? undefined) : undefined} />
              )}
              <Pager path={path} search={search} page={data.page} pagesCount={data.pagesCount} />
            </div>
          </div>
        </section>
      )}
    </RemoteState>
  );
}
