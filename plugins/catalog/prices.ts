import pLimit from 'p-limit';
import type { ProductPrice } from '../../contracts/catalog.ts';
import { callLoaded, errorMessage, type PluginContext } from '../../core/plugin-api.ts';

/** Spec 02 section 9: price fetches run with concurrency 6. */
export const PRICE_CONCURRENCY = 6;
/** 42 products in chunks of 7: six requests, all in flight at once. */
export const PRICE_CHUNK = 7;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Fetches prices for the given products, at most 6 requests at a time, calling `onPrices` as
 * each chunk arrives. A failed chunk is logged ('Problem to fetch product price') and skipped.
 */
export async function fetchPrices(
  ctx: PluginContext<'catalog'>,
  productIds: readonly number[],
  signal: AbortSignal,
  onPrices: (prices: ProductPrice[]) => void,
): Promise<void> {
  const limit = pLimit(PRICE_CONCURRENCY);
  await Promise.all(
    chunk(productIds, PRICE_CHUNK).map((ids) =>
      limit(async () => {
        if (signal.aborted) return;
        try {
          const reply = await callLoaded(ctx.api, async () => (await import('../../contracts/catalog.ts')).categoryPrices, {
            query: { storeId: ctx.store.storeId, productIds: ids.join(',') },
            signal,
          });
          onPrices(reply.prices);
        } catch (error) {
          if (!signal.aborted) ctx.logger.error(`Problem to fetch product price: ${errorMessage(error)}`);
        }
      }),
    ),
  );
}
