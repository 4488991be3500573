import type { FastifyInstance } from 'fastify';
import { productDispatchDate } from '../../contracts/catalog.ts';
import { findBasket } from '../basket/basket-store.ts';
import { estimateDelivery } from '../basket/dispatch.ts';
import { MESSAGES } from '../basket/quantity.ts';
import { getSession } from '../session/session.ts';
import { idList, MAX_ID, storeOr404 } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { orderItemEstimate } from '../members/order-reply.ts';

/**
 * Estimated delivery of a basket item (it must be in the caller's basket), of an order item (one
 * of the signed-in member's, not virtual, in an order still to be delivered; anything else is 404),
 * or of products. See basket/dispatch.ts for the estimate.
 */
export function productDispatchDateRoutes(app: FastifyInstance): void {
  route(app, productDispatchDate, async ({ query, request, reply }) => {
    storeOr404(app, query.storeId);
    const { db } = app.summit;
    const now = new Date();
    const estimate = (productId: number, cartItemId: number | null, orderItemId: number | null) => {
      const { start, end } = estimateDelivery(productId, now);
      return { cartItemId, orderItemId, productId, estimatedDeliveryTimestampStart: start, estimatedDeliveryTimestampEnd: end };
    };

    if (query.cartItemId !== undefined) {
      const session = await getSession(request);
      reply.header('cache-control', 'private, no-store');
      const basket = await findBasket(db, { sessionId: session.id, customerId: session.customerId });
      const [item] =
        basket && query.cartItemId <= MAX_ID
          ? await db.query<{ product_id: number }>('SELECT product_id FROM basket_items WHERE id = $1 AND basket_id = $2', [query.cartItemId, basket.id])
          : [];
      if (!item) throw new HttpError(404, MESSAGES.itemGone);
      return { items: [estimate(item.product_id, query.cartItemId, null)] };
    }
    if (query.orderItemId !== undefined) {
      const session = await getSession(request);
      reply.header('cache-control', 'private, no-store');
      const [item] =
        session.customerId !== null && query.orderItemId <= MAX_ID
          ? await db.query<{ product_id: number; created_at: Date }>(
              `SELECT i.product_id, o.created_at FROM order_items i JOIN orders o ON o.id = i.order_id
                WHERE i.id = $1 AND o.customer_id = $2 AND i.virtual_type IS NULL
                  AND o.status IN ('pending', 'processing', 'partially_shipped')`,
              [query.orderItemId, session.customerId],
            )
          : [];
      if (!item) throw new HttpError(404, `No order item ${query.orderItemId}`);
      const { start, end } = orderItemEstimate(item.product_id, item.created_at, now);
      return {
        items: [
          {
            cartItemId: null,
            orderItemId: query.orderItemId,
            productId: item.product_id,
            estimatedDeliveryTimestampStart: start,
            estimatedDeliveryTimestampEnd: end,
          },
        ],
      };
    }
    if (query.productIds === undefined) throw new HttpError(400, 'Give cartItemId, orderItemId or productIds.');

    const ids = idList(query.productIds, 100);
    const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[]) AND is_active', [ids]);
    const known = new Set(rows.map((r) => r.id));
    reply.header('cache-control', 'private, max-age=300');
    return { items: ids.filter((id) => known.has(id)).map((id) => estimate(id, null, null)) };
  });
}
