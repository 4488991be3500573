import type { ProductPrice } from '../../contracts/catalog.ts';
import { advertisedReduction, isEuStore, lowestPriorPrice, PRIOR_PRICE_DAYS } from '../../core/kit/pricing/omnibus.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { toProductPrice, type PriceRow } from './catalog.ts';
import type { Db } from '../db/db.ts';

/**
 * The EU prior price of each product in a store (core/kit/pricing/omnibus.ts decides which one),
 * read from the stored price history. Products without any history are left out.
 */
export async function lowestPriorPrices(db: Db, storeId: number, productIds: readonly number[], now: Date = new Date()): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<{ product_id: number; price: string | number; starts_at: Date }>(
    `SELECT product_id, price, starts_at FROM product_price_history
      WHERE store_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id, starts_at`,
    [storeId, productIds],
  );
  const byProduct = new Map<number, { price: number; startsAt: Date }[]>();
  for (const row of rows) {
    const points = byProduct.get(row.product_id) ?? [];
    points.push({ price: Number(row.price), startsAt: new Date(row.starts_at) });
    byProduct.set(row.product_id, points);
  }
  const lowest = new Map<number, number>();
  for (const [productId, points] of byProduct) {
    const price = lowestPriorPrice(points, now, PRIOR_PRICE_DAYS);
    if (price !== null) lowest.set(productId, price);
  }
  return lowest;
}

/**
 * Prices as the store advertises them: in an EU store the reduction (the badge's percent) is
 * taken against the product's lowest prior price, elsewhere against the recommended retail price.
 */
export async function advertisedPrices(db: Db, store: StoreConfig, rows: readonly { productId: number; row: PriceRow }[]): Promise<ProductPrice[]> {
  const eu = isEuStore(store);
  const prior = eu
    ? await lowestPriorPrices(
        db,
        store.storeId,
        rows.map((r) => r.productId),
      )
    : new Map<number, number>();
  return rows.map(({ productId, row }) => {
    const price = toProductPrice(productId, row);
    return eu ? { ...price, discount: advertisedReduction(store, price, prior.get(productId)) } : price;
  });
}

/** The advertised prices of listed products, in the order asked for; unknown or inactive ids are left out. */
export async function listedPrices(db: Db, store: StoreConfig, ids: readonly number[]): Promise<ProductPrice[]> {
  const rows = await db.query<PriceRow & { product_id: number }>(
    `SELECT pp.product_id, pp.price, pp.rrp, pp.special_price
     FROM product_prices pp JOIN products p ON p.id = pp.product_id AND p.is_active
    WHERE pp.store_id = $1 AND pp.product_id = ANY($2::int[])`,
    [store.storeId, ids],
  );
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  const found = ids.flatMap((productId) => {
    const row = byId.get(productId);
    return row ? [{ productId, row }] : [];
  });
  return advertisedPrices(db, store, found);
}
