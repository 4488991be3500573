import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import { categoryPrices, type ProductPrice } from '../../../contracts/catalog.ts';
import { productCarouselFields } from '../../../contracts/stories.ts';
import type { StoryBlockProps } from '../../../contracts/story-blocks.ts';
import { canSeePrices, formatMoney, formatReduction, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';

/** category-prices takes at most 42 ids a call. */
const MOST_PRICES = 42;

function Price({ price }: { price: ProductPrice | undefined }) {
  const ctx = usePlugin<'stories'>();
  if (!price) return <span className="story-card__price story-card__price--loading" aria-hidden="true" />;
  const paid = price.specialPrice ?? price.price;
  const { currency } = ctx.store;
  return (
    <span className="story-card__price">
      <strong>{formatMoney(paid, currency)}</strong>
      {price.rrp !== null && price.rrp > paid && <s>{formatMoney(price.rrp, currency)}</s>}
      {price.discount > 0 && <span className="story-card__discount">{formatReduction(price.discount, currency.priceLocale)}</span>}
    </span>
  );
}

/**
 * Products an editor picked, in a row that scrolls sideways (swipe on phones, the arrow buttons
 * or the keyboard elsewhere); prices only for those who may see them.
 */
export function ProductCarousel({ block }: StoryBlockProps) {
  const ctx = usePlugin<'stories'>();
  const { t } = useLingui();
  const fields = z.parse(productCarouselFields, block.fields);
  const showPrices = canSeePrices(useSnapshot(ctx.session));
  const ids = fields.products
    .slice(0, MOST_PRICES)
    .map((product) => product.productId)
    .join(',');
  const prices = useRemote(
    async (signal) => {
      if (!showPrices || !ids) return new Map<number, ProductPrice>();
      const reply = await ctx.api.call(categoryPrices, { query: { storeId: ctx.store.storeId, productIds: ids }, signal });
      return new Map(reply.prices.map((price) => [price.productId, price]));
    },
    [ids, showPrices],
    { logger: ctx.logger },
  );
  const viewport = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => viewport.current?.scrollBy({ left: direction * viewport.current.clientWidth * 0.9, behavior: 'smooth' });
  if (fields.products.length === 0) return null;
  const headingId = `story-${block.id}`;
  return (
    <section className="story-carousel" aria-labelledby={headingId} data-testid="story-carousel">
      <div className="story-carousel__head">
        <h2 id={headingId}>{fields.title}</h2>
        <div className="story-carousel__arrows">
          <button type="button" className="icon-button" aria-label={t`Previous products`} onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="icon-button" aria-label={t`Next products`} onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      {/* Focusable so that the arrow keys scroll it without a mouse. */}
      <ul className="story-carousel__list" ref={viewport} tabIndex={0} aria-label={fields.title}>
        {fields.products.map((product) => (
          <li key={product.productId} className="story-card" data-testid="story-carousel-product">
            <Link href={product.url} className="story-card__link">
              <img src={product.imageUrl} alt="" width={300} height={300} loading="lazy" decoding="async" />
              <span className="story-card__brand">{product.brandName}</span>
              <span className="story-card__name">{product.name}</span>
            </Link>
            {showPrices ? (
              prices.status === 'error' ? null : (
                <Price price={prices.status === 'ready' ? prices.data.get(product.productId) : undefined} />
              )
            ) : (
              <ctx.RouteLink to="login" className="story-card__members">
                <Trans>Sign in to see the price</Trans>
              </ctx.RouteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
