import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { PageProps, PluginContext } from '../../../core/kernel/plugin.ts';
import { PageNotFoundError } from '../../../core/routing/not-found.ts';
import { useRemote } from '../../../core/ui/use-remote.ts';
import { brandBestsellersNew, brandBlocks } from '../../../contracts/catalog.ts';
import { pageFromSearch } from '../listing/listing-query.ts';
import { ProductListing } from '../listing/ProductListing.tsx';

function BrandHeader({ ctx, brandPageId, signal }: { ctx: PluginContext<'catalog'>; brandPageId: number; signal: AbortSignal }) {
  const blocks = useRemote((s) => ctx.api.call(brandBlocks, { params: { brandPageId }, query: { storeId: ctx.store.storeId }, signal: s }), [brandPageId], {
    signal,
  });
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

function BrandBestsellers({ ctx, brandId, signal }: { ctx: PluginContext<'catalog'>; brandId: number; signal: AbortSignal }) {
  const best = useRemote(
    (s) => ctx.api.call(brandBestsellersNew, { query: { store_id: ctx.store.storeId, brand_id: brandId, limit: 20 }, signal: s }),
    [brandId],
    { signal },
  );
  // Spec 02 section 8: a bestseller failure keeps whatever was loaded (here: nothing).
  if (best.status !== 'ready' || best.data.items.length === 0) return null;
  return (
    <section className="bestsellers" aria-labelledby="brand-best">
      <h2 id="brand-best">
        <Trans>Bestsellers</Trans>
      </h2>
      <ul className="bestsellers__list">
        {best.data.items.map((item) => (
          <li key={item.productId}>
            <Link href={item.url}>
              <img src={item.productImageUrl} alt="" width={120} height={120} loading="lazy" />
              <span>{item.productName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /brand/{brand} and aliases: the brand page id comes from the route metadata of the lookup. */
export function createBrandPage(ctx: PluginContext<'catalog'>, pageSize: number) {
  return function BrandPage({ resolution, signal }: PageProps) {
    const brandId = resolution.entityId;
    const brandPageId = typeof resolution.metadata.brandPageId === 'number' ? resolution.metadata.brandPageId : null;
    const query = useMemo(() => ({ brandId: brandId ?? undefined, page: pageFromSearch(resolution.search) }), [brandId, resolution.search]);
    if (brandId === null) throw new PageNotFoundError('brand');
    return (
      <div className="brand-page">
        {brandPageId !== null && <BrandHeader ctx={ctx} brandPageId={brandPageId} signal={signal} />}
        <BrandBestsellers ctx={ctx} brandId={brandId} signal={signal} />
        <ProductListing
          ctx={ctx}
          query={query}
          pageSize={pageSize}
          path={resolution.path}
          search={resolution.search}
          signal={signal}
          heading={(title) => (brandPageId === null ? <h1>{title}</h1> : <h2>{title}</h2>)}
        />
      </div>
    );
  };
}
