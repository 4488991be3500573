import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { catSubcategories, categoryUrl } from '../../contracts/categories.ts';
import type { productCategoryEvent } from '../../contracts/catalog.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { localText } from './catalog.ts';
import { LIVE_EVENT } from './events.ts';

/** A category's own page in a store: its url_rewrites path that is not a sale's (`c` is the category). */
const CATEGORY_PATH = `(SELECT r.request_path FROM url_rewrites r
  WHERE r.store_id = $1 AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
  ORDER BY length(r.request_path), r.request_path LIMIT 1)`;

/** cat-subcategories (the listing's chips): the active categories under one, each with a page and something to buy. */
export async function subcategories(db: Db, store: StoreConfig, categoryId: number): Promise<ReplyOf<typeof catSubcategories>> {
  const [parent] = await db.query<{ id: number }>('SELECT id FROM categories WHERE id = $1 AND is_active', [categoryId]);
  if (!parent) throw new HttpError(404, `No category ${categoryId}`);
  const rows = await db.query<{ id: number; name: unknown; url: string | null; product_count: number }>(
    `SELECT c.id, c.name, ${CATEGORY_PATH} AS url,
            (WITH RECURSIVE tree AS (
               SELECT c.id AS id
               UNION SELECT k.id FROM categories k JOIN tree t ON k.parent_id = t.id WHERE k.is_active
             )
             SELECT count(DISTINCT p.id)::int
               FROM product_categories pc
               JOIN products p ON p.id = pc.product_id AND p.is_active
               JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
              WHERE pc.category_id IN (SELECT id FROM tree)) AS product_count
       FROM categories c
      WHERE c.parent_id = $2 AND c.is_active
      ORDER BY c.position, c.id`,
    [store.storeId, categoryId],
  );
  return {
    categoryId,
    // Only what leads somewhere with something to buy.
    items: rows.flatMap((row) =>
      row.url && row.product_count > 0
        ? [{ categoryId: row.id, name: localText(row.name, store.language), url: row.url, productCount: row.product_count }]
        : [],
    ),
  };
}

/** category-url: a category's page by id. */
export async function categoryPage(db: Db, store: StoreConfig, categoryId: number): Promise<ReplyOf<typeof categoryUrl>> {
  const [row] = await db.query<{ id: number; name: unknown; url: string | null }>(
    `SELECT c.id, c.name, ${CATEGORY_PATH} AS url FROM categories c WHERE c.id = $2 AND c.is_active`,
    [store.storeId, categoryId],
  );
  if (!row?.url) throw new HttpError(404, `No page for category ${categoryId}`);
  return { categoryId: row.id, name: localText(row.name, store.language), url: row.url };
}

/**
 * The live sales events covering the given categories in the given stores: an event of a
 * category also covers the categories under it (a jacket in Ski jackets is in the Clothing sale).
 */
export async function categoryEvents(db: Db, storeIds: number[], categoryIds: number[]): Promise<ReplyOf<typeof productCategoryEvent>> {
  const rows =
    storeIds.length && categoryIds.length
      ? await db.query<{ category_id: number; event_id: number; start_date: Date; end_date: Date }>(
          `WITH RECURSIVE up AS (
             SELECT id, parent_id FROM categories WHERE id = ANY($2::int[])
             UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
           )
           SELECT e.category_id, e.event_id, e.start_date, e.end_date
             FROM category_events e
            WHERE e.store_id = ANY($1::int[]) AND e.category_id IN (SELECT id FROM up)
              AND ${LIVE_EVENT}
            ORDER BY e.end_date, e.event_id`,
          [storeIds, categoryIds],
        )
      : [];
  return {
    events: rows.map((row) => ({
      categoryId: row.category_id,
      eventId: row.event_id,
      startDate: row.start_date.toISOString(),
      endDate: row.end_date.toISOString(),
    })),
  };
}
