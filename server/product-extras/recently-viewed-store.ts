import type { RecentlyViewedProduct } from '../../contracts/recently-viewed.ts';
import { RECENTLY_VIEWED_LIMIT } from '../../contracts/recently-viewed.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { localText, paidCents, productImageUrl, productUrl, fromCents, toCents, type PriceRow } from '../catalog/catalog.ts';

const IMAGE_DIR = '/media/catalog/product/';

/** Spec 02 section 9: the recently viewed thumbnail, a 50x50 webp beside the main picture. */
export function thumbnail50Url(imageUrl: string | null, sku: string): string {
  const full = productImageUrl(imageUrl, sku);
  return full.startsWith(IMAGE_DIR) ? `${IMAGE_DIR}50x50/${full.slice(IMAGE_DIR.length)}` : full;
}

interface ViewedRow extends PriceRow {
  id: number;
  sku: string;
  name: unknown;
  image_url: string | null;
  brand_name: string | null;
}

const COLUMNS = 'p.id, p.sku, p.name, p.image_url, b.name AS brand_name, pp.price, pp.rrp, pp.special_price';

function toEntry(row: ViewedRow, language: string): RecentlyViewedProduct {
  const paid = paidCents(row);
  const rrp = row.rrp === null ? null : toCents(row.rrp);
  return {
    productID: row.id,
    name: localText(row.name, language),
    brand: row.brand_name ?? '',
    price: fromCents(paid),
    oldPrice: rrp !== null && rrp > paid ? fromCents(rrp) : null,
    url: productUrl(row.id),
    imageUrl: productImageUrl(row.image_url, row.sku),
    thumbnails: [{ width: 50, height: 50, url: thumbnail50Url(row.image_url, row.sku) }],
    entity_id: row.id,
  };
}

/** A member's recently viewed products sold in the store, most recent first, with the store's prices. */
export async function memberRecentlyViewed(db: Db, customerId: number, store: StoreConfig, limit: number): Promise<RecentlyViewedProduct[]> {
  const rows = await db.query<ViewedRow>(
    `SELECT ${COLUMNS}
       FROM recently_viewed rv
       JOIN products p ON p.id = rv.product_id AND p.is_active
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE rv.customer_id = $1
      ORDER BY rv.view_order DESC
      LIMIT $3`,
    [customerId, store.storeId, limit],
  );
  return rows.map((row) => toEntry(row, store.language));
}

/** Products by id (a guest's local list), in the order given, those sold in the store only. */
export async function productsAsViewed(db: Db, productIds: readonly number[], store: StoreConfig): Promise<RecentlyViewedProduct[]> {
  if (productIds.length === 0) return [];
  const rows = await db.query<ViewedRow>(
    `SELECT ${COLUMNS}
       FROM products p
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id = ANY($1::int[]) AND p.is_active`,
    [productIds, store.storeId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return productIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEntry(row, store.language)] : [];
  });
}

/**
 * Records a member's view: the product moves to the top of the list (one entry per product), and
 * only the newest RECENTLY_VIEWED_LIMIT are kept. False when there is no such active product.
 */
export async function recordView(db: Db, customerId: number, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const saved = await tx.query(
      `INSERT INTO recently_viewed (customer_id, product_id)
       SELECT $1, p.id FROM products p WHERE p.id = $2 AND p.is_active
       ON CONFLICT (customer_id, product_id) DO UPDATE SET viewed_at = clock_timestamp(), view_order = nextval('recently_viewed_order')
       RETURNING product_id`,
      [customerId, productId],
    );
    if (saved.length === 0) return false;
    await tx.query(
      `DELETE FROM recently_viewed WHERE customer_id = $1 AND product_id NOT IN (
         SELECT product_id FROM recently_viewed WHERE customer_id = $1 ORDER BY view_order DESC LIMIT $2)`,
      [customerId, RECENTLY_VIEWED_LIMIT],
    );
    return true;
  });
}
