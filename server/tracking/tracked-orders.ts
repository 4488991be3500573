import type { TrackingTransactionReply, TrackedOrder } from '../../contracts/tracking.ts';
import type { Db } from '../db/db.ts';
import type { StoreRegistry } from '../stores/store-registry.ts';

interface OrderRow {
  id: number;
  store_id: number;
  increment_id: string;
  subtotal: number;
  delivery: number;
  discount: number;
  vat_rate: number;
  coupon_code: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Spec 01 'Purchase tracking' for one order: the tax is the VAT included in its total. */
export function trackedOrder(row: OrderRow, items: TrackedOrder['products'], currency: string): TrackedOrder {
  const total = round2(row.subtotal + row.delivery - row.discount);
  return {
    transactionId: row.increment_id,
    currency,
    shipping: round2(row.delivery),
    tax: round2((total * row.vat_rate) / (100 + row.vat_rate)),
    total,
    products: items,
    promoCode: row.coupon_code,
  };
}

/**
 * The visitor's orders among `orderIds` (another customer's ids give nothing), and how many
 * orders the visitor has placed in all.
 */
export async function trackedOrders(db: Db, stores: StoreRegistry, customerId: number | null, orderIds: number[]): Promise<TrackingTransactionReply> {
  if (customerId === null) return { orders: [], orders_total_count: 0 };
  const rows = await db.query<OrderRow>(
    `SELECT id, store_id, increment_id, subtotal, delivery, discount, vat_rate, coupon_code
       FROM orders WHERE customer_id = $1 AND id = ANY($2::int[]) ORDER BY id`,
    [customerId, orderIds],
  );
  const items = rows.length
    ? await db.query<{ order_id: number; product_id: number; name: string; brand_name: string; price: number; qty_ordered: number }>(
        'SELECT order_id, product_id, name, brand_name, price, qty_ordered FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY id',
        [rows.map((r) => r.id)],
      )
    : [];
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [customerId]);
  return {
    orders: rows.map((row) =>
      trackedOrder(
        row,
        items
          .filter((i) => i.order_id === row.id)
          .map((i) => ({ id: String(i.product_id), name: i.name, brand: i.brand_name, price: i.price, quantity: i.qty_ordered })),
        (stores.byId(row.store_id) ?? stores.byHost('')).currency.code,
      ),
    ),
    orders_total_count: count?.n ?? 0,
  };
}
