import type { OrderSummary } from '../../contracts/orders.ts';
import type { Db } from '../db/db.ts';
import type { StoreRegistry } from '../stores/store-registry.ts';
import { ORDER_COLUMNS, orderSummary, type OrderRow } from './order-view.ts';

export interface OrderPage {
  currentPage: number;
  pagesCount: number;
  limit: number;
  items: OrderSummary[];
}

/** A page of the member's current or historical orders, newest first (a page past the end is the last). */
export async function orderPage(
  db: Db,
  stores: StoreRegistry,
  customerId: number,
  historical: boolean,
  page: { page: number; limit: number },
  locale: string,
): Promise<OrderPage> {
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND is_historical = $2', [
    customerId,
    historical,
  ])) as [{ n: number }];
  const { limit } = page;
  const pagesCount = Math.max(1, Math.ceil(n / limit));
  const currentPage = Math.min(page.page, pagesCount);
  const rows = await db.query<OrderRow & { items_count: number }>(
    `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty_ordered), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items_count
     FROM orders o WHERE customer_id = $1 AND is_historical = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [customerId, historical, limit, (currentPage - 1) * limit],
  );
  return { currentPage, pagesCount, limit, items: rows.map((row) => orderSummary(row, stores, locale)) };
}

/** One of the member's orders, current or historical; undefined for another member's. */
export async function memberOrder(db: Db, customerId: number, id: number, historical: boolean): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND customer_id = $2 AND is_historical = $3`, [
    id,
    customerId,
    historical,
  ]);
  return row;
}

/** The tracking of one of the member's shipments; undefined for another member's. */
export async function shipmentTracking(
  db: Db,
  customerId: number,
  shipmentId: number,
): Promise<{ trackingUrl: string; trackingNumber: string; trackingProvider: string }[] | undefined> {
  const [row] = await db.query<{ tracking: { trackingUrl: string; trackingNumber: string; trackingProvider: string }[] }>(
    'SELECT s.tracking FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.id = $1 AND o.customer_id = $2',
    [shipmentId, customerId],
  );
  return row?.tracking;
}
