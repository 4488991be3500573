import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { canSeePrices, formatMoney, formatReduction, Static, usePlugin } from '../../core/plugin-api.ts';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ProductCard, ProductPrice } from '../../contracts/catalog.ts';
import type { ListingCard } from '../../contracts/listing-facets.ts';
import { fetchPrices } from './prices.ts';

function CardPrice({ price }: { price: ProductPrice | undefined }) {
  const ctx = usePlugin<'catalog'>();
  if (!price) return <span className="product-card__price product-card__price--loading" aria-hidden="true" />;
  const paid = price.specialPrice ?? price.price;
  return (
    <>
      <span className="product-card__price">
        <strong>{formatMoney(paid, ctx.store.currency)}</strong>
        {price.rrp !== null && price.rrp > paid && <s>{formatMoney(price.rrp, ctx.store.currency)}</s>}
        {price.discount > 0 && <span className="product-card__discount">{formatReduction(price.discount, ctx.store.currency.priceLocale)}</span>}
      </span>
      <ctx.Slot name="product.price" props={{ productId: price.productId, price }} />
    </>
  );
}

/** Cards a first screen shows (two rows on a phone, one on a desktop): their pictures load at once, the first one first. */
const FIRST_SCREEN_CARDS = 4;

function imageLoading(index: number): { fetchPriority?: 'high'; loading?: 'lazy' } {
  if (index === 0) return { fetchPriority: 'high' };
  return index < FIRST_SCREEN_CARDS ? {} : { loading: 'lazy' };
}

interface GridProps {
  items: readonly (ProductCard | ListingCard)[];
  signal: AbortSignal;
  /** The prices of these items, fetched with them (the server's first page): not asked again. */
  initialPrices?: Record<number, ProductPrice>;
}

/** Product cards; prices are fetched after the cards (6 requests at a time) and only when they may be seen. */
export function ProductGrid({ items, signal, initialPrices }: GridProps) {
  const ctx = usePlugin<'catalog'>();
  const session = useSnapshot(ctx.session);
  const showPrices = canSeePrices(session);
  const [prices, setPrices] = useState<Record<number, ProductPrice>>(initialPrices ?? {});
  const pricedItems = useRef<readonly (ProductCard | ListingCard)[] | null>(initialPrices ? items : null);

  useEffect(() => {
    if (pricedItems.current === items) return;
    pricedItems.current = null;
    if (!showPrices || items.length === 0) return;
    void fetchPrices(
      ctx,
      items.map((item) => item.productId),
      signal,
      (found) => setPrices((known) => ({ ...known, ...Object.fromEntries(found.map((p) => [p.productId, p])) })),
    );
  }, [ctx, items, showPrices, signal]);

  // Links, pictures and prices: nothing in the grid responds to the shopper, so hydration leaves
  // it as the server sent it (the price slot on each card is an island of its own).
  return (
    <Static deps={[items, prices, showPrices]}>
      <ul className="product-grid" data-testid="product-grid">
        {items.map((item, index) => (
          <li key={item.productId} className="product-card" data-testid="product-card">
            <Link href={item.url} className="product-card__link">
              <img src={item.imageUrl} alt="" width={300} height={300} {...imageLoading(index)} />
              <span className="product-card__brand">{item.brandName}</span>
              <span className="product-card__name">{item.name}</span>
              {/* A model sold per size: one card with all its sizes. */}
              {'sizes' in item && item.sizes && item.sizes.length > 0 && (
                <span className="product-card__sizes" data-testid="card-sizes">
                  {item.sizes.join(' · ')}
                </span>
              )}
            </Link>
            {showPrices ? (
              <CardPrice price={prices[item.productId]} />
            ) : (
              <ctx.RouteLink to="login" className="product-card__members">
                <Trans>Sign in to see the price</Trans>
              </ctx.RouteLink>
            )}
          </li>
        ))}
      </ul>
    </Static>
  );
}
