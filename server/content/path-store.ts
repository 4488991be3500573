import type { PathLookup } from '../../contracts/routing.ts';
import type { Db } from '../db/db.ts';

interface RewriteRow {
  page_type: string | null;
  entity_id: number | null;
  redirect_url: string | null;
  redirect_type: 'internal' | 'external' | null;
  metadata: Record<string, unknown>;
}

/**
 * The form request_path is stored in: query and hash dropped, one leading slash, no trailing
 * slash (except the root). Null for what cannot be a stored path (PostgreSQL text cannot hold NUL).
 */
export function normalisePath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0]!.trim();
  if (path.includes('\0')) return null;
  const withSlash = `/${path.replace(/^\/+/, '')}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

async function storedPath(db: Db, storeId: number, path: string): Promise<PathLookup | null> {
  const [row] = await db.query<RewriteRow>(
    `SELECT page_type, entity_id, redirect_url, redirect_type, metadata
       FROM url_rewrites WHERE store_id = $1 AND request_path = $2`,
    [storeId, path],
  );
  if (!row) return null;
  return {
    pageType: row.page_type,
    entityId: row.entity_id,
    redirect: row.redirect_url && row.redirect_type ? { url: row.redirect_url, type: row.redirect_type } : null,
    metadata: row.metadata,
  };
}

/**
 * Spec 01 section 2: /shop/{brand} and /brand-new/{brand} are aliases of the brand page
 * /brand/{brand}. The canonical path to look up instead, or null for any other path.
 */
export function brandAliasPath(path: string): string | null {
  const found = /^\/(?:shop|brand-new)\/([^/]+)$/i.exec(path);
  return found ? `/brand/${found[1]}` : null;
}

/** What a path is: its own rewrite, else (for a brand alias) the brand page it stands for. */
export async function lookupPath(db: Db, storeId: number, path: string): Promise<PathLookup | null> {
  const own = await storedPath(db, storeId, path);
  if (own) return own;
  const canonical = brandAliasPath(path);
  if (!canonical) return null;
  // Only a brand page: an alias must not reach a redirect or another page stored under /brand/.
  const brand = await storedPath(db, storeId, canonical);
  return brand?.pageType === 'brand' ? brand : null;
}
