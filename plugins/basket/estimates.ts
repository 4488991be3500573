import pLimit from 'p-limit';
import { productDispatchDate } from '../../contracts/catalog.ts';
import { errorMessage, type PluginContext } from '../../core/plugin-api.ts';
import type { BasketReply } from '../../contracts/basket.ts';

/** Spec 01 section 9: estimated-delivery fetches run 3 at a time. */
export const DISPATCH_CONCURRENCY = 3;

export type Estimate = { start: number; end: number };

/**
 * Fetches the delivery estimate of every item, 3 at a time, handing each to `onEstimate`.
 * Spec 01 section 8: a failed estimate is only logged. Once `isCurrent` says no (the basket is
 * changing, and the change brings a run of its own), the run asks for no more: a line it would
 * ask about may be gone.
 */
export function fetchEstimates(
  ctx: PluginContext<'basket'>,
  basket: BasketReply,
  onEstimate: (cartItemId: number, estimate: Estimate) => void,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  const limit = pLimit(DISPATCH_CONCURRENCY);
  const country = ctx.session.deliveryCountry.slice(0, 2);
  return Promise.all(
    basket.productsList.map((item) =>
      limit(async () => {
        if (!isCurrent()) return;
        try {
          const reply = await ctx.api.call(productDispatchDate, {
            query: { storeId: ctx.store.storeId, returnTimestamps: '1', cartItemId: item.cartItemId, deliveryCountry: country },
          });
          const found = reply.items[0];
          if (found) onEstimate(item.cartItemId, { start: found.estimatedDeliveryTimestampStart, end: found.estimatedDeliveryTimestampEnd });
        } catch (error) {
          ctx.logger.warn(`estimated delivery of item ${item.cartItemId} failed: ${errorMessage(error)}`);
        }
      }),
    ),
  ).then(() => undefined);
}
