import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { canSeePrices, errorMessage, formatMoney, type ReplyOf, usePlugin } from '../../../core/plugin-api.ts';
import { basketRecommendations } from '../../../contracts/basket.ts';

type Blocks = ReplyOf<typeof basketRecommendations>['blocks'];

/** The blocks 'basket bestselling' and 'basket recommended'; a failure hides them (logged). */
export function Recommendations({ productId, limit, signal }: { productId: number | undefined; limit: number; signal: AbortSignal }) {
  const ctx = usePlugin<'basket'>();
  const [blocks, setBlocks] = useState<Blocks>([]);
  useEffect(() => {
    ctx.api
      .call(basketRecommendations, { query: { storeId: ctx.store.storeId, productId, limit }, signal })
      .then((reply) => setBlocks(reply.blocks))
      .catch((error: unknown) => {
        if (!signal.aborted) ctx.logger.warn(`recommendations failed: ${errorMessage(error)}`);
      });
  }, [ctx, productId, limit, signal]);

  const showPrices = canSeePrices(ctx.session);
  return (
    <>
      {blocks.map((block) => (
        <section key={block.name} className="recommendations" data-testid="recommendations" data-block={block.name}>
          <h2>{block.name === 'basket bestselling' ? <Trans>Bestsellers</Trans> : <Trans>Recommended for you</Trans>}</h2>
          <ul className="recommendations__list">
            {block.items.map((item) => (
              <li key={item.productId}>
                <a href={item.url}>
                  <img src={item.imageUrl} alt="" width={150} height={150} loading="lazy" />
                  <span className="recommendations__brand">{item.brandName}</span>
                  <span className="recommendations__name">{item.name}</span>
                  {/* A product sold per size: one card for all its sizes. */}
                  {item.sizes.length > 0 && <span className="recommendations__sizes">{item.sizes.join(' · ')}</span>}
                  {showPrices && <strong>{formatMoney(item.price.specialPrice ?? item.price.price, ctx.store.currency)}</strong>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
