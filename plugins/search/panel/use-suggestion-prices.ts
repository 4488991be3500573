import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { categoryPrices, type ProductCard, type ProductPrice } from '../../../contracts/catalog.ts';
import { canSeePrices, errorMessage } from '../../../core/plugin-api.ts';
import type { SearchDeps } from '../deps.ts';

/** What a product suggestion shows for its price: none (a guest where prices are for members), loading, or the price. */
export type SuggestionPrices = { visible: false } | { visible: true; prices: ReadonlyMap<number, ProductPrice> };

/**
 * The prices of the suggested products, asked of category-prices (in the store's currency) only
 * where the shopper may see prices; the predictive reply carries none, as it is cached for everyone.
 */
export function useSuggestionPrices({ ctx }: SearchDeps, products: readonly ProductCard[]): SuggestionPrices {
  const session = useSnapshot(ctx.session);
  const visible = canSeePrices(session);
  const [prices, setPrices] = useState<ReadonlyMap<number, ProductPrice>>(new Map());
  const ids = products.map((product) => product.productId).join(',');
  useEffect(() => {
    if (!visible || ids === '') return;
    const controller = new AbortController();
    ctx.api.call(categoryPrices, { query: { storeId: ctx.store.storeId, productIds: ids }, signal: controller.signal }).then(
      (reply) => setPrices((known) => new Map([...known, ...reply.prices.map((price) => [price.productId, price] as const)])),
      (error: unknown) => {
        if (!controller.signal.aborted) ctx.logger.warn(`the suggested products' prices did not load: ${errorMessage(error)}`);
      },
    );
    return () => controller.abort();
  }, [ctx, ids, visible]);
  return visible ? { visible, prices } : { visible };
}
