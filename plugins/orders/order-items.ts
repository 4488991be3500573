import pLimit from 'p-limit';
import { productDispatchDate } from '../../contracts/catalog.ts';
import type { CustomerOrder, DeliveryEstimate, OrderGroup, OrderItem } from '../../contracts/orders.ts';
import { errorMessage, type PluginContext } from '../../core/plugin-api.ts';

/** Spec 01 section 9: estimated-delivery fetches run 3 at a time. */
export const DISPATCH_CONCURRENCY = 3;

/** What the item list shows, in item order: an item alone, or a bundle (the order's group) with its items, where its first item stood. */
export type OrderLine = { kind: 'item'; item: OrderItem } | { kind: 'group'; group: OrderGroup; items: OrderItem[] };

export function orderLines(order: Pick<CustomerOrder, 'items' | 'groups'>): OrderLine[] {
  const groupOf = new Map<number, OrderGroup>();
  for (const group of order.groups) for (const itemId of group.itemIds) if (!groupOf.has(itemId)) groupOf.set(itemId, group);
  const lines: OrderLine[] = [];
  const placed = new Map<string, OrderItem[]>();
  for (const item of order.items) {
    const group = groupOf.get(item.id);
    if (!group) {
      lines.push({ kind: 'item', item });
      continue;
    }
    const items = placed.get(group.id);
    if (items) items.push(item);
    else {
      const first = [item];
      placed.set(group.id, first);
      lines.push({ kind: 'group', group, items: first });
    }
  }
  return lines;
}

/** Items still to be delivered: the server gives them the window promised at ordering (virtual, shipped and cancelled items have none). */
export function itemsToEstimate(order: Pick<CustomerOrder, 'items'>): OrderItem[] {
  return order.items.filter((item) => item.estimatedDelivery !== null);
}

/**
 * Today's estimate of each item still to be delivered (product-dispatch-date with orderItemId),
 * 3 at a time, handed to `onEstimate`. Spec 01 section 8: a failed estimate is only logged, and the
 * item keeps the window promised when the order was placed.
 */
export function fetchOrderEstimates(
  ctx: PluginContext<'orders'>,
  order: Pick<CustomerOrder, 'items'>,
  signal: AbortSignal,
  onEstimate: (orderItemId: number, estimate: DeliveryEstimate) => void,
): Promise<void> {
  const limit = pLimit(DISPATCH_CONCURRENCY);
  return Promise.all(
    itemsToEstimate(order).map((item) =>
      limit(async () => {
        if (signal.aborted) return;
        try {
          const reply = await ctx.api.call(productDispatchDate, {
            query: { storeId: ctx.store.storeId, returnTimestamps: '1', orderItemId: item.id },
            signal,
          });
          const found = reply.items.find((entry) => entry.orderItemId === item.id);
          if (found) onEstimate(item.id, { start: found.estimatedDeliveryTimestampStart, end: found.estimatedDeliveryTimestampEnd });
        } catch (error) {
          if (!signal.aborted) ctx.logger.warn(`estimated delivery of order item ${item.id} failed: ${errorMessage(error)}`);
        }
      }),
    ),
  ).then(() => undefined);
}
