import type { FastifyReply, FastifyRequest } from 'fastify';
import type { productDispatchDate } from '../../contracts/catalog.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import { findBasket } from '../basket/basket-store.ts';
import { estimateDelivery } from '../basket/dispatch.ts';
import { MESSAGES } from '../basket/quantity.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedQueryOf } from '../http/route.ts';
import { orderItemEstimate } from '../orders/order-view.ts';
import { getSession } from '../session/session.ts';
import { idList, MAX_ID } from './catalog.ts';

type DispatchReply = ReplyOf<typeof productDispatchDate>;
type DispatchEstimate = DispatchReply['items'][number];

function estimate(productId: number, cartItemId: number | null, orderItemId: number | null, now: Date): DispatchEstimate {
  const { start, end } = estimateDelivery(productId, now);
  return { cartItemId, orderItemId, productId, estimatedDeliveryTimestampStart: start, estimatedDeliveryTimestampEnd: end };
}

/** A basket item's estimate: the item must be in the caller's basket. */
async function basketItemEstimate(db: Db, request: FastifyRequest, cartItemId: number, now: Date): Promise<DispatchEstimate> {
  const session = await getSession(request);
  const basket = await findBasket(db, { sessionId: session.key, customerId: session.customerId });
  const [item] =
    basket && cartItemId <= MAX_ID
      ? await db.query<{ product_id: number }>('SELECT product_id FROM basket_items WHERE id = $1 AND basket_id = $2', [cartItemId, basket.id])
      : [];
  if (!item) throw new HttpError(404, MESSAGES.itemGone);
  return estimate(item.product_id, cartItemId, null, now);
}

/** An order item's estimate: one of the signed-in member's, not virtual, in an order still to be delivered. */
async function orderLineEstimate(db: Db, request: FastifyRequest, orderItemId: number, now: Date): Promise<DispatchEstimate> {
  const session = await getSession(request);
  const [item] =
    session.customerId !== null && orderItemId <= MAX_ID
      ? await db.query<{ product_id: number; created_at: Date }>(
          `SELECT i.product_id, o.created_at FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.id = $1 AND o.customer_id = $2 AND i.virtual_type IS NULL
              AND o.status IN ('pending', 'processing', 'partially_shipped')`,
          [orderItemId, session.customerId],
        )
      : [];
  if (!item) throw new HttpError(404, `No order item ${orderItemId}`);
  const { start, end } = orderItemEstimate(item.product_id, item.created_at, now);
  return { cartItemId: null, orderItemId, productId: item.product_id, estimatedDeliveryTimestampStart: start, estimatedDeliveryTimestampEnd: end };
}

/**
 * Estimated delivery of a basket item (it must be in the caller's basket), of an order item (one
 * of the signed-in member's, not virtual, in an order still to be delivered; anything else is 404),
 * or of products. See basket/dispatch.ts for the estimate.
 */
export async function dispatchDates(
  db: Db,
  query: ParsedQueryOf<typeof productDispatchDate>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DispatchReply> {
  const now = new Date();
  if (query.cartItemId !== undefined || query.orderItemId !== undefined) {
    reply.header('cache-control', 'private, no-store');
    const item =
      query.cartItemId !== undefined
        ? await basketItemEstimate(db, request, query.cartItemId, now)
        : await orderLineEstimate(db, request, query.orderItemId!, now);
    return { items: [item] };
  }
  if (query.productIds === undefined) throw new HttpError(400, 'Give cartItemId, orderItemId or productIds.');
  const ids = idList(query.productIds, 100);
  const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[]) AND is_active', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return { items: ids.filter((id) => known.has(id)).map((id) => estimate(id, null, null, now)) };
}
