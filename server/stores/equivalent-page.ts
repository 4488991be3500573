import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { normalisePath } from '../content/path-store.ts';

/**
 * The same page in other stores: a path the store's url rewrites know (a category, a brand, a
 * content page) becomes the path those stores give the same page type and entity; any other path
 * (a product by id, the basket, the account) is the same in every store that has the route. A
 * page another store does not have leads to its home page.
 */
export async function equivalentPaths(db: Db, from: StoreConfig, rawPath: string, targets: readonly StoreConfig[]): Promise<Map<number, string>> {
  const path = normalisePath(rawPath);
  const query = rawPath.includes('?') ? rawPath.slice(rawPath.indexOf('?')) : '';
  const paths = new Map<number, string>();
  if (path === null || path === '/') return paths;
  const [own] = await db.query<{ page_type: string; entity_id: number }>(
    `SELECT page_type, entity_id FROM url_rewrites
      WHERE store_id = $1 AND request_path = $2 AND redirect_url IS NULL AND page_type IS NOT NULL AND entity_id IS NOT NULL`,
    [from.storeId, path],
  );
  if (!own) {
    for (const store of targets) paths.set(store.storeId, `${path}${query}`);
    return paths;
  }
  const rows = await db.query<{ store_id: number; request_path: string }>(
    `SELECT DISTINCT ON (store_id) store_id, request_path FROM url_rewrites
      WHERE store_id = ANY($1::int[]) AND page_type = $2 AND entity_id = $3 AND redirect_url IS NULL
      ORDER BY store_id, length(request_path), request_path`,
    [targets.map((s) => s.storeId), own.page_type, own.entity_id],
  );
  for (const row of rows) paths.set(row.store_id, `${row.request_path}${query}`);
  return paths;
}
