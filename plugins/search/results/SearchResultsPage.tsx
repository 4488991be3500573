import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { Link } from 'wouter';
import { SEARCH_TERM_PARAM } from '../../../contracts/search-paths.ts';
import type { ListingLoaded, PreloadedListing } from '../../../contracts/product-listing.ts';
import { productListingService } from '../../../contracts/product-listing.ts';
import { type PageHeadOf, type PageLoaderArgs, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { digitsOnly } from '../search-links.ts';

/** The term of the results page (spec 02 section 2: query parameter s), trimmed. */
const resultsTerm = (search: string): string => (new URLSearchParams(search).get(SEARCH_TERM_PARAM) ?? '').trim();

/** /search?s={term}: the catalog's listing of the matching products (42 a page, prices in chunks). */
export default function SearchResultsPage({ resolution, signal, reportView, preloaded }: PageProps<PreloadedListing | null>) {
  const ctx = usePlugin<'search'>();
  const { t } = useLingui();
  const term = resultsTerm(resolution.search);
  const { Listing } = ctx.use(productListingService);
  useTitle(ctx.shell, term ? t`Search results for “${term}”` : t`Search`);
  const onLoaded = useCallback((reply: ListingLoaded) => reportView({ searchResults: { term, resultsCount: reply.total } }), [reportView, term]);
  useEffect(() => {
    if (term === '') reportView({});
  }, [term, reportView]);

  if (term === '') {
    return (
      <section className="page-message search-results search-results--no-term">
        <h1>
          <Trans>What are you looking for?</Trans>
        </h1>
        <p>
          <Trans>Type a brand, a product or a sport in the search box above.</Trans>
        </p>
      </section>
    );
  }
  return (
    <div className="search-results">
      <Listing
        q={term}
        initial={preloaded ?? undefined}
        path={resolution.path}
        search={resolution.search}
        signal={signal}
        onLoaded={onLoaded}
        heading={() => (
          <h1>
            <Trans>Results for “{term}”</Trans>
          </h1>
        )}
        count={(total) => {
          const digits = digitsOnly(total);
          return (
            <p className="listing__count" data-testid="search-count">
              <Plural value={total} one={`${digits} product`} other={`${digits} products`} />
            </p>
          );
        }}
        empty={
          <div className="page-message search-results__empty" data-testid="search-empty">
            <h2>
              <Trans>No products match “{term}”</Trans>
            </h2>
            <p>
              <Trans>Check the spelling, or try a brand or a kind of product, such as “skis” or “jacket”.</Trans>
            </p>
            <Link href="/" className="button">
              <Trans>See today’s sales</Trans>
            </Link>
          </div>
        }
      />
    </div>
  );
}

export async function loader({ ctx, resolution, signal }: PageLoaderArgs<'search'>): Promise<PreloadedListing | null> {
  const term = resultsTerm(resolution.search);
  return term ? ctx.use(productListingService).load(term, resolution.search, signal) : null;
}

// Results pages are many and thin: search engines should not index them.
export const head: PageHeadOf<PreloadedListing | null, 'search'> = (_data, resolution, ctx) => {
  const term = resultsTerm(resolution.search);
  return { title: term ? ctx.i18n._(msg`Search results for “${term}”`) : ctx.i18n._(msg`Search`), indexable: false };
};
