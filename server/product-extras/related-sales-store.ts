import type { relatedSales } from '../../contracts/product-extras.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { localText } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { EVENT_PATH, eventUrl, LIVE_EVENT } from '../catalog/events.ts';
import { HttpError } from '../http/errors.ts';

/** categoryId 1 (the default) is the catalog's root: the live sales of every department. */
const EVERY_DEPARTMENT = 1;

/**
 * Spec 01 section 7: the live sales of a category's department (its top-level category and
 * everything under it), soonest ending first. The demo's sales are open to every customer group;
 * the group is part of the request (and of the cached URL) for a backend whose sales are not.
 */
export async function departmentSales(db: Db, store: StoreConfig, categoryId: number): Promise<ReplyOf<typeof relatedSales>> {
  let department: number[] | null = null;
  if (categoryId !== EVERY_DEPARTMENT) {
    const rows = await db.query<{ id: number }>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM categories WHERE id = $1 AND is_active
         UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
       ), down AS (
         SELECT id FROM up WHERE parent_id IS NULL
         UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
       ) SELECT id FROM down`,
      [categoryId],
    );
    if (rows.length === 0) throw new HttpError(404, `No category ${categoryId}`);
    department = rows.map((r) => r.id);
  }
  const events = await db.query<{
    event_id: number;
    category_id: number;
    name: unknown;
    url: string | null;
    image_url: string | null;
    end_date: Date;
    card_type: 'Inline' | 'Flash';
  }>(
    `SELECT e.event_id, e.category_id, e.name, ${EVENT_PATH} AS url, e.image_url, e.end_date, e.card_type
       FROM category_events e
      WHERE e.store_id = $1 AND ${LIVE_EVENT} AND ($2::int[] IS NULL OR e.category_id = ANY($2::int[]))
      ORDER BY e.end_date, e.event_id`,
    [store.storeId, department],
  );
  return {
    items: events.map((e) => ({
      eventId: e.event_id,
      categoryId: e.category_id,
      name: localText(e.name, store.language),
      url: eventUrl(e.event_id, e.url),
      imageUrl: e.image_url,
      endDate: new Date(e.end_date).toISOString(),
      cardType: e.card_type,
    })),
  };
}
