import { msg } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import {
  type PageHeadOf,
  type PageLoaderArgs,
  PageNotFoundError,
  type PageProps,
  type PageResolution,
  type PluginContext,
  type ReplyOf,
  usePlugin,
} from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { brandBestsellersNew, brandBlocks } from '../../../contracts/catalog.ts';
import { loadListing, type ListingData, type ListingReply } from '../listing/listing-data.ts';
import { pageFromSearch, type ListingQuery } from '../listing/listing-query.ts';
import { filterStateFromSearch } from '../listing/listing-filters.ts';
import { ProductListing } from '../listing/ProductListing.tsx';
import { BestsellerList } from '../BestsellerList.tsx';
import { breadcrumbList } from '../breadcrumb-data.ts';
import { catalogStateOf, useCatalogState } from '../catalog-state.ts';

type BrandBlocks = ReplyOf<typeof brandBlocks>;
type Bestsellers = ReplyOf<typeof brandBestsellersNew>;

/** What a brand page shows first: the brand's header (when it has a brand page), its bestsellers and its products. */
interface BrandData {
  blocks: BrandBlocks | null;
  bestsellers: Bestsellers | null;
  listing: ListingData;
}

const loadBlocks = (ctx: PluginContext<'catalog'>, brandPageId: number, signal: AbortSignal) =>
  ctx.api.call(brandBlocks, { params: { brandPageId }, query: { storeId: ctx.store.storeId }, signal });
const loadBestsellers = (ctx: PluginContext<'catalog'>, brandId: number, signal: AbortSignal) =>
  ctx.api.call(brandBestsellersNew, { query: { store_id: ctx.store.storeId, brand_id: brandId, limit: 20 }, signal });

/** The brand of the page: the lookup's entity, and the brand page id from its metadata. */
function brandOf(resolution: PageResolution): { brandId: number; brandPageId: number | null; query: ListingQuery } {
  const brandId = resolution.entityId;
  if (brandId === null) throw new PageNotFoundError('brand');
  const brandPageId = typeof resolution.metadata.brandPageId === 'number' ? resolution.metadata.brandPageId : null;
  return { brandId, brandPageId, query: { brandId, page: pageFromSearch(resolution.search), filters: filterStateFromSearch(resolution.search) } };
}

function BrandHeader({ brandPageId, signal, initial }: { brandPageId: number; signal: AbortSignal; initial?: BrandBlocks }) {
  const ctx = usePlugin<'catalog'>();
  const blocks = useRemote((s) => loadBlocks(ctx, brandPageId, s), [brandPageId], { signal, initial });
  if (blocks.status !== 'ready') return null;
  return (
    <header className="brand-header">
      {blocks.data.logoUrl && <img src={blocks.data.logoUrl} alt="" width={120} height={60} />}
      <h1>{blocks.data.name}</h1>
      {blocks.data.description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </header>
  );
}

function BrandBestsellers({ brandId, signal, initial }: { brandId: number; signal: AbortSignal; initial?: Bestsellers }) {
  const ctx = usePlugin<'catalog'>();
  const best = useRemote((s) => loadBestsellers(ctx, brandId, s), [brandId], { signal, initial });
  // Spec 02 section 8: a bestseller failure keeps whatever was loaded (here: nothing).
  return best.status === 'ready' ? <BestsellerList id="brand-best" items={best.data.items} /> : null;
}

/** /brand/{brand} and aliases: the brand page id comes from the route metadata of the lookup. */
export default function BrandPage({ resolution, signal, preloaded }: PageProps<BrandData>) {
  const ctx = usePlugin<'catalog'>();
  const { pageSize } = useCatalogState();
  const { brandId, brandPageId, query } = useMemo(() => brandOf(resolution), [resolution]);
  const onLoaded = useCallback((reply: ListingReply) => ctx.shell.setTitle(reply.title), [ctx]);
  return (
    <div className="brand-page">
      {brandPageId !== null && <BrandHeader brandPageId={brandPageId} signal={signal} initial={preloaded?.blocks ?? undefined} />}
      <BrandBestsellers brandId={brandId} signal={signal} initial={preloaded?.bestsellers ?? undefined} />
      <ProductListing
        query={query}
        pageSize={pageSize}
        path={resolution.path}
        search={resolution.search}
        signal={signal}
        heading={(title) => (brandPageId === null ? <h1>{title}</h1> : <h2>{title}</h2>)}
        onLoaded={onLoaded}
        initial={preloaded?.listing}
      />
    </div>
  );
}

export async function loader({ ctx, resolution, signal }: PageLoaderArgs<'catalog'>): Promise<BrandData> {
  const { pageSize } = catalogStateOf(ctx);
  const { brandId, brandPageId, query } = brandOf(resolution);
  // The header and the bestsellers are extras: without them the page still shows the products.
  const [blocks, bestsellers, listing] = await Promise.all([
    brandPageId === null ? null : loadBlocks(ctx, brandPageId, signal).catch(() => null),
    loadBestsellers(ctx, brandId, signal).catch(() => null),
    loadListing(ctx, query, pageSize, signal),
  ]);
  return { blocks, bestsellers, listing };
}

/** The brand's name, text and logo (else its first product's picture), and its trail for search engines. */
export const head: PageHeadOf<BrandData, 'catalog'> = ({ blocks, listing }, resolution, ctx) => {
  const title = blocks?.name ?? listing.reply.title;
  return {
    title,
    description: blocks?.description[0] ?? undefined,
    image: blocks?.logoUrl ?? listing.reply.items[0]?.imageUrl,
    structuredData: breadcrumbList([
      { name: ctx.i18n._(msg`Home`), url: `${ctx.store.origin}/` },
      { name: title, url: `${ctx.store.origin}${resolution.path}` },
    ]),
  };
};
