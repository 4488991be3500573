import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { currencyPrice, storePrice } from './seed-data/prices.ts';
import { DELIVERIES, priceHistory, RELATIONS } from './seed-data/product-extras.ts';
import { PRODUCTS, type SeedPrice } from './seed-data/products.ts';
import { accessories } from './seed-data/shopping.ts';
import { SIZE_GUIDES } from './seed-data/size-guides.ts';

/*
 * The demo's product extras (seed.ts calls these in its transaction): relations, incoming stock
 * and size guides with the catalog; the price history per store, before the store's prices go
 * in, so that the price-change trigger finds each price already recorded.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedProductExtras(db: Db, now: Date): Promise<void> {
  await insertRows(
    db,
    'product_relations',
    { product_id: 'integer', related_id: 'integer', position: 'integer' },
    Object.entries(RELATIONS).flatMap(([productId, related]) =>
      related.map((relatedId, position) => ({ product_id: Number(productId), related_id: relatedId, position })),
    ),
  );
  await insertRows(
    db,
    'stock_deliveries',
    { product_id: 'integer', option_value_id: 'integer', quantity: 'integer', expected_on: 'date' },
    DELIVERIES.map((d) => ({
      product_id: d.productId,
      // Option value ids are option id * 100 + index + 1 (seed.ts).
      option_value_id: d.value ? d.value.optionId * 100 + d.value.index + 1 : null,
      quantity: d.quantity,
      expected_on: new Date(now.getTime() + d.inDays * DAY_MS).toISOString().slice(0, 10),
    })),
  );
  await insertRows(
    db,
    'size_guides',
    { identifier: 'text', category_id: 'integer', brand_id: 'integer', title: 'jsonb', intro: 'jsonb', tables: 'jsonb', tips: 'jsonb' },
    SIZE_GUIDES.map((g) => ({
      identifier: g.identifier,
      category_id: g.categoryId,
      brand_id: g.brandId,
      title: g.title,
      intro: g.intro,
      tables: g.tables,
      tips: g.tips,
    })),
  );
}

/** The store's price history of every seed product, unless the store has one already. */
export async function seedPriceHistory(db: Db, store: StoreConfig, now: Date): Promise<void> {
  if ((await db.query('SELECT 1 FROM product_price_history WHERE store_id = $1 LIMIT 1', [store.storeId])).length) return;
  const currency = store.currency.code;
  const priced: { id: number; price: SeedPrice }[] = [...PRODUCTS, ...accessories()];
  await insertRows(
    db,
    'product_price_history',
    { product_id: 'integer', store_id: 'integer', price: 'numeric', starts_at: 'timestamptz' },
    priced.flatMap(({ id, price }) => {
      const today = storePrice(price, currency);
      const points = priceHistory(price, id);
      return points.map((point, i) => {
        // The regular price and today's price exactly as product_prices holds them; a promotion converted on its own.
        const last = i === points.length - 1;
        const amount = last ? (today.special_price ?? today.price) : point.gbp === price.price ? today.price : currencyPrice(point.gbp, currency);
        return { product_id: id, store_id: store.storeId, price: amount, starts_at: new Date(now.getTime() - point.daysAgo * DAY_MS).toISOString() };
      });
    }),
  );
}
