import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PriceSlotProps } from '../../../contracts/price-slots.ts';
import { omnibusPrices } from '../../../contracts/product-extras.ts';
import { errorMessage, formatMoney, perKernel, usePlugin, type PluginContext } from '../../../core/plugin-api.ts';
import { isEuStore, isReducedPrice, showsLowestPriorPrice } from '../../../core/kit/pricing/omnibus.ts';
import { LowestPricePlace } from './LowestPricePlace.tsx';
import { createPriorPrices, type PriorPrices } from './prior-prices.ts';

function LineText({ amount }: { amount: string }) {
  return <Trans>Lowest price in the 30 days before the reduction: {amount}</Trans>;
}

/** Each kernel's batching loader of prior prices, made with its first line. */
const priorPricesOf = perKernel((ctx: PluginContext<'product-extras'>): PriorPrices => askPriorPrices(ctx));

function askPriorPrices(ctx: PluginContext<'product-extras'>): PriorPrices {
  return createPriorPrices(async (productIds) => {
    try {
      const reply = await ctx.api.call(omnibusPrices, { query: { storeId: ctx.store.storeId, productIds: productIds.join(',') } });
      return new Map(reply.items.map((item) => [item.productId, item.lowestPrice]));
    } catch (error) {
      ctx.logger.warn(`Problem to fetch the lowest prior prices: ${errorMessage(error)}`);
      throw error;
    }
  });
}

/**
 * The EU line beside a reduced price: "Lowest price in the 30 days before the reduction". Every
 * line of a page asks for its product's prior price through one batching loader (one request
 * for a listing page), made once per kernel.
 */
export default function LowestPrice({ productId, price }: PriceSlotProps) {
  const ctx = usePlugin<'product-extras'>();
  const priorPrices = priorPricesOf(ctx);
  const reduced = isReducedPrice(price);
  // Undefined while asked; null when the product has no prior price.
  const [lowest, setLowest] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!reduced) return;
    let current = true;
    void priorPrices.get(productId).then((found) => {
      if (current) setLowest(found);
    });
    return () => {
      current = false;
    };
  }, [productId, reduced, priorPrices]);

  if (showsLowestPriorPrice(ctx.store, price, lowest)) {
    return (
      <p className="lowest-price" data-testid="lowest-price">
        <LineText amount={formatMoney(lowest, ctx.store.currency)} />
      </p>
    );
  }
  if (!reduced || lowest !== undefined || !isEuStore(ctx.store)) return null;
  // The line's own text, hidden, with the price shown as the amount: it wraps as the line will.
  return (
    <LowestPricePlace>
      <LineText amount={formatMoney(price.specialPrice ?? price.price, ctx.store.currency)} />
    </LowestPricePlace>
  );
}
