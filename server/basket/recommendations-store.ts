import type { basketRecommendations } from '../../contracts/basket.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { findBasket } from './basket-store.ts';
import type { BasketOwner } from './basket-store.ts';
import { bestsellerRows, MAX_ID, toBestsellerCard, toProductPrice, type BestsellerRow } from '../catalog/catalog.ts';

/**
 * The basket page's two blocks: 'basket bestselling' (the store's bestsellers) and 'basket
 * recommended' (from the departments of what is in the basket, or of productId), both without
 * the products already in the basket (nor their other sizes).
 */
export async function basketRecommendationsFor(
  db: Db,
  store: StoreConfig,
  owner: BasketOwner,
  query: { productId?: number | undefined; limit: number },
): Promise<ReplyOf<typeof basketRecommendations>> {
  const basket = await findBasket(db, owner);
  const inBasket = basket
    ? (await db.query<{ product_id: number }>('SELECT DISTINCT product_id FROM basket_items WHERE basket_id = $1', [basket.id])).map((r) => r.product_id)
    : [];
  const seeds = [...inBasket, ...(query.productId !== undefined && query.productId <= MAX_ID ? [query.productId] : [])];

  const bestselling = await bestsellerRows(db, store.storeId, { excludeIds: seeds }, query.limit);
  let recommended: BestsellerRow[] = [];
  if (seeds.length) {
    // The departments: the top-level categories above the seeds' categories, with everything under them.
    const departments = await db.query<{ id: number }>(
      `WITH RECURSIVE up AS (
         SELECT c.id, c.parent_id FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ANY($1::int[])
         UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
       ), down AS (
         SELECT id FROM up WHERE parent_id IS NULL
         UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
       ) SELECT id FROM down`,
      [seeds],
    );
    if (departments.length) {
      recommended = await bestsellerRows(db, store.storeId, { categoryIds: departments.map((d) => d.id), excludeIds: seeds }, query.limit);
    }
  }
  if (!recommended.length) {
    // Nothing to go by: what is not already among the bestsellers shown.
    const shown = new Set(bestselling.map((r) => r.id));
    recommended = (await bestsellerRows(db, store.storeId, { excludeIds: seeds }, query.limit * 2)).filter((r) => !shown.has(r.id)).slice(0, query.limit);
  }
  // A product sold per size is one card (its name, its sizes), not one card per size.
  const item = (row: BestsellerRow) => ({ ...toBestsellerCard(row, store.language), sizes: row.sizes ?? [], price: toProductPrice(row.id, row) });
  return {
    blocks: [
      { name: 'basket bestselling' as const, items: bestselling.map(item) },
      { name: 'basket recommended' as const, items: recommended.map(item) },
    ],
  };
}
