import type { FastifyInstance } from 'fastify';
import { helpdeskOrders, historicalOrderDetails, historicalOrders, orderDetails, trackingDetails } from '../../contracts/orders.ts';
import { route } from '../http/route.ts';
import { notFound, requireMember } from '../members/member.ts';
import { buildOrder, ORDER_COLUMNS, orderSummary, type OrderRow } from '../members/order-reply.ts';

/** Order history (current and historical), one order, shipment tracking. Another member's order is 404. */
export function orderRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;

  const list = async (customerId: number, historical: boolean, page: number, limit: number, locale: string) => {
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND is_historical = $2', [
      customerId,
      historical,
    ])) as [{ n: number }];
    const pagesCount = Math.max(1, Math.ceil(n / limit));
    const currentPage = Math.min(page, pagesCount);
    const rows = await db.query<OrderRow & { items_count: number }>(
      `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty_ordered), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items_count
       FROM orders o WHERE customer_id = $1 AND is_historical = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [customerId, historical, limit, (currentPage - 1) * limit],
    );
    return { currentPage, pagesCount, limit, items: rows.map((row) => orderSummary(row, stores, locale)) };
  };

  const one = async (customerId: number, id: number, historical: boolean) =>
    (
      await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND customer_id = $2 AND is_historical = $3`, [id, customerId, historical])
    )[0];

  route(app, helpdeskOrders, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return list(customerId, false, query.page, query.limit, store.locale);
  });

  route(app, historicalOrders, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return list(customerId, true, query.page, query.limit, store.locale);
  });

  route(app, orderDetails, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const row = await one(customerId, params.id, false);
    if (!row) throw notFound(store);
    return buildOrder(db, row, stores, store);
  });

  route(app, historicalOrderDetails, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const row = await one(customerId, params.id, true);
    if (!row) throw notFound(store);
    return buildOrder(db, row, stores, store);
  });

  route(app, trackingDetails, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const [row] = await db.query<{ tracking: { trackingUrl: string; trackingNumber: string; trackingProvider: string }[] }>(
      'SELECT s.tracking FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.id = $1 AND o.customer_id = $2',
      [params.shipmentId, customerId],
    );
    if (!row) throw notFound(store);
    return { success: true, data: row.tracking };
  });
}
