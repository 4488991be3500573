import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { usePlugin, type PageHeadOf, type PageLoaderArgs, type PageProps } from '../../../core/plugin-api.ts';
import { breadcrumbList } from '../breadcrumb-data.ts';
import { catalogStateOf, useCatalogState } from '../catalog-state.ts';
import { loadListing, type ListingData } from './listing-data.ts';
import { listingQuery } from './listing-query.ts';
import { ProductListing, type ListingReply } from './ProductListing.tsx';
import { loadSubcategories, SubcategoryChips, type Subcategories } from './SubcategoryChips.tsx';

/** A listing page's first data: its products (and their prices), and a category's subcategories. */
interface ListingPageData {
  listing: ListingData;
  subcategories: Subcategories | null;
}

/** Category, event, /products and /join/{referer} listings. */
export default function ListingPage({ resolution, signal, reportView, preloaded }: PageProps<ListingPageData>) {
  const ctx = usePlugin<'catalog'>();
  const { pageSize } = useCatalogState();
  const query = useMemo(() => listingQuery(resolution), [resolution]);
  const referer = resolution.routeId === 'join' ? resolution.params.referer : undefined;
  const onLoaded = useCallback(
    (reply: ListingReply) => {
      ctx.shell.setTitle(reply.title);
      reportView({ category: { categoryId: query.categoryId ?? query.eventId ?? 0, categoryName: reply.title } });
    },
    [ctx.shell, query, reportView],
  );
  return (
    <>
      {referer && (
        <p className="referral-banner" data-testid="referral-banner">
          <Trans>You were invited by {referer}: welcome to the private sales!</Trans>
        </p>
      )}
      {/* A sale's landing story (spec 02: event landings carry story blocks), from the plugin that fills the slot. */}
      {resolution.metadata.eventId !== undefined && <ctx.Slot name="event.story" />}
      <ProductListing
        query={query}
        pageSize={pageSize}
        path={resolution.path}
        search={resolution.search}
        signal={signal}
        onLoaded={onLoaded}
        initial={preloaded?.listing}
        beforeGrid={
          query.categoryId !== undefined && <SubcategoryChips categoryId={query.categoryId} signal={signal} initial={preloaded?.subcategories ?? undefined} />
        }
      />
    </>
  );
}

export async function loader({ ctx, resolution, signal }: PageLoaderArgs<'catalog'>): Promise<ListingPageData> {
  const { pageSize } = catalogStateOf(ctx);
  const query = listingQuery(resolution);
  const [listing, subcategories] = await Promise.all([
    loadListing(ctx, query, pageSize, signal),
    // Chips are an extra: the page shows its products without them.
    query.categoryId === undefined ? null : loadSubcategories(ctx, query.categoryId, signal).catch(() => null),
  ]);
  return { listing, subcategories };
}

/** Its title and description, its first product's picture for link previews, and its trail for search engines. */
export const head: PageHeadOf<ListingPageData, 'catalog'> = ({ listing: { reply } }, resolution, ctx) => ({
  title: reply.title,
  description: ctx.i18n._(msg`${reply.title} on private sale at ${ctx.store.shopName}: the best brands at members' prices.`),
  ...(reply.items[0] ? { image: reply.items[0].imageUrl } : {}),
  structuredData: breadcrumbList([
    { name: ctx.i18n._(msg`Home`), url: `${ctx.store.origin}/` },
    { name: reply.title, url: `${ctx.store.origin}${resolution.path}` },
  ]),
});
