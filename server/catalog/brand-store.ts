import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { brandList } from '../../contracts/brands.ts';
import type { brandBlocks } from '../../contracts/catalog.ts';
import { BRAND_PATH, fillPath } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_ID } from './catalog.ts';

interface BrandRow {
  id: number;
  name: string;
  logo_url: string | null;
  description: Record<string, unknown>;
}

function paragraphs(description: Record<string, unknown>, language: string): string[] {
  const found = description[language] ?? description.en;
  return Array.isArray(found) ? found.filter((p): p is string => typeof p === 'string') : [];
}

/** A brand page's content by its brand page id (path-lookup metadata brandPageId). */
export async function brandPage(db: Db, store: StoreConfig, brandPageId: number): Promise<ReplyOf<typeof brandBlocks>> {
  const [brand] =
    brandPageId > MAX_ID ? [] : await db.query<BrandRow>('SELECT id, name, logo_url, description FROM brands WHERE brand_page_id = $1', [brandPageId]);
  if (!brand) throw new HttpError(404, `No brand page ${brandPageId}`);
  return { brandId: brand.id, name: brand.name, logoUrl: brand.logo_url, description: paragraphs(brand.description, store.language) };
}

/** Every brand with products sold in the store (active, priced there), by name: the brands index. */
export async function brandIndex(db: Db, store: StoreConfig): Promise<ReplyOf<typeof brandList>> {
  const rows = await db.query<{ id: number; name: string; url_key: string; product_count: number }>(
    `SELECT b.id, b.name, b.url_key, count(*)::int AS product_count
       FROM brands b
       JOIN products p ON p.brand_id = b.id AND p.is_active
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
      GROUP BY b.id, b.name, b.url_key
      ORDER BY lower(b.name), b.id`,
    [store.storeId],
  );
  return {
    brands: rows.map((row) => ({ brandId: row.id, name: row.name, url: fillPath(BRAND_PATH, { brand: row.url_key }), productCount: row.product_count })),
  };
}
