import type { getStockDelivery, getStockMessages } from '../../contracts/product-extras.ts';
import { LOW_STOCK_THRESHOLD, type StockMessage } from '../../contracts/product-extras.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';

/** A product sold in the store and its own stock (a configurable product's is on its sizes); 404 otherwise. */
async function stockedProduct(db: Db, storeId: number, productId: number): Promise<{ type: string; stock: number }> {
  const [row] = await db.query<{ type: string; stock: number }>(
    `SELECT p.type, p.stock FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2 WHERE p.id = $1 AND p.is_active`,
    [productId, storeId],
  );
  if (!row) throw new HttpError(404, `No product ${productId}`);
  return row;
}

/** What is sold out or has at most LOW_STOCK_THRESHOLD units left. */
function message(valueId: number | null, label: string | null, stock: number): StockMessage[] {
  if (stock <= 0) return [{ valueId, label, level: 'sold-out', quantity: 0 }];
  if (stock <= LOW_STOCK_THRESHOLD) return [{ valueId, label, level: 'low', quantity: stock }];
  return [];
}

/** get-stock-messages: a product's sizes (or itself) that are sold out or running low. */
export async function stockMessages(db: Db, storeId: number, productId: number): Promise<ReplyOf<typeof getStockMessages>> {
  const product = await stockedProduct(db, storeId, productId);
  if (product.type !== 'configurable') return { productId, messages: message(null, null, product.stock) };
  const values = await db.query<{ id: number; value: string; stock: number }>(
    `SELECT v.id, v.value, v.stock FROM product_options o JOIN product_option_values v ON v.option_id = o.id
      WHERE o.product_id = $1 ORDER BY o.position, o.id, v.position, v.id`,
    [productId],
  );
  return { productId, messages: values.flatMap((v) => message(v.id, v.value, v.stock)) };
}

/** get-stock-delivery: the deliveries of a product on their way. */
export async function stockDeliveries(db: Db, storeId: number, productId: number): Promise<ReplyOf<typeof getStockDelivery>> {
  await stockedProduct(db, storeId, productId);
  const rows = await db.query<{ value_id: number | null; value: string | null; quantity: number; expected_on: string }>(
    `SELECT d.option_value_id AS value_id, v.value, d.quantity, to_char(d.expected_on, 'YYYY-MM-DD') AS expected_on
       FROM stock_deliveries d LEFT JOIN product_option_values v ON v.id = d.option_value_id
      WHERE d.product_id = $1 AND d.expected_on >= current_date
      ORDER BY d.expected_on, d.id`,
    [productId],
  );
  return {
    productId,
    deliveries: rows.map((r) => ({ valueId: r.value_id, label: r.value, quantity: r.quantity, expectedDate: r.expected_on })),
  };
}
