import type { PricedCard } from '../../contracts/product-extras.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { bestsellerRows, CARD_COLUMNS, toCard, type CardRow } from '../catalog/catalog.ts';
import { advertisedPrices } from '../catalog/price-history.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';

async function priced(db: Db, rows: CardRow[], store: StoreConfig): Promise<PricedCard[]> {
  const prices = await advertisedPrices(
    db,
    store,
    rows.map((row) => ({ productId: row.id, row })),
  );
  return rows.map((row, i) => ({ ...toCard(row, store.language), price: prices[i]! }));
}

/** A product sold in the store, with its brand and categories; 404 otherwise. */
async function soldProduct(db: Db, storeId: number, productId: number): Promise<{ brandId: number | null; categoryIds: number[] }> {
  const [row] = await db.query<{ brand_id: number | null; category_ids: number[] | null }>(
    `SELECT p.brand_id, (SELECT array_agg(pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
      WHERE p.id = $1 AND p.is_active`,
    [productId, storeId],
  );
  if (!row) throw new HttpError(404, `No product ${productId}`);
  return { brandId: row.brand_id, categoryIds: row.category_ids ?? [] };
}

/** The products the catalog relates to this one, sold in the store, in the catalog's order. */
async function relatedRows(db: Db, storeId: number, productId: number, limit: number): Promise<CardRow[]> {
  return db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}
       FROM product_relations r
       JOIN products p ON p.id = r.related_id AND p.is_active
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE r.product_id = $1
      ORDER BY r.position, p.id
      LIMIT $3`,
    [productId, storeId, limit],
  );
}

/** The department of some categories: their top-level categories with everything under them. */
async function departmentOf(db: Db, categoryIds: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM categories WHERE id = ANY($1::int[])
       UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
     ), down AS (
       SELECT id FROM up WHERE parent_id IS NULL
       UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id WHERE c.is_active
     ) SELECT id FROM down`,
    [categoryIds],
  );
  return rows.map((r) => r.id);
}

/** products-related: what the catalog relates to the product, else the best of its own categories. */
export async function relatedProducts(db: Db, store: StoreConfig, productId: number, limit: number): Promise<PricedCard[]> {
  const product = await soldProduct(db, store.storeId, productId);
  let rows = await relatedRows(db, store.storeId, productId, limit);
  // A product the catalog relates nothing to: the best of its own categories.
  if (rows.length === 0 && product.categoryIds.length) {
    rows = await bestsellerRows(db, store.storeId, { categoryIds: product.categoryIds, excludeIds: [productId] }, limit);
  }
  return priced(db, rows, store);
}

/** products-related-brand: the best of the product's brand. */
export async function sameBrandProducts(db: Db, store: StoreConfig, productId: number, limit: number): Promise<PricedCard[]> {
  const product = await soldProduct(db, store.storeId, productId);
  if (product.brandId === null) return [];
  const rows = await bestsellerRows(db, store.storeId, { brandId: product.brandId, excludeIds: [productId] }, limit);
  return priced(db, rows, store);
}

/** products-recommended: the best of the product's department, made up to the count by the store's bestsellers. */
export async function recommendedProducts(db: Db, store: StoreConfig, productId: number, limit: number): Promise<PricedCard[]> {
  const product = await soldProduct(db, store.storeId, productId);
  // Not what the related block already shows, nor the product itself.
  const related = (await relatedRows(db, store.storeId, productId, 24)).map((r) => r.id);
  const excludeIds = [productId, ...related];
  const department = product.categoryIds.length ? await departmentOf(db, product.categoryIds) : [];
  let rows = department.length ? await bestsellerRows(db, store.storeId, { categoryIds: department, excludeIds }, limit) : [];
  if (rows.length < limit) {
    // A small department: the store's bestsellers make up the count.
    const more = await bestsellerRows(db, store.storeId, { excludeIds: [...excludeIds, ...rows.map((r) => r.id)] }, limit - rows.length);
    rows = [...rows, ...more];
  }
  return priced(db, rows, store);
}
