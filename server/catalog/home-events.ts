import type { SaleEvent } from '../../contracts/home.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { localText } from './catalog.ts';
import { EVENT_PATH, eventUrl, LIVE_DATES, LIVE_EVENT } from './events.ts';
import type { Db } from '../db/db.ts';

interface EventRow {
  event_id: number;
  category_id: number;
  name: unknown;
  start_date: Date;
  end_date: Date;
  sale_type: number;
  card_type: 'Inline' | 'Flash';
  image_url: string | null;
  url: string | null;
  discount_up_to: number | null;
}

/** Whose home: a member's group and gender (pss-hp-data), or every visitor's (hp-data). */
export interface Audience {
  groupId: number;
  genderId: number | null;
}

/**
 * The live sales events of a store, soonest ending first: the open ones, and for a member
 * those reserved to the member's group too, the sales of the member's gender before the others.
 */
export async function homeEvents(db: Db, store: StoreConfig, audience: Audience | null): Promise<SaleEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT e.event_id, e.category_id, e.name, e.start_date, e.end_date, e.sale_type, e.card_type, e.image_url,
            ${EVENT_PATH} AS url,
            (WITH RECURSIVE tree AS (
               SELECT e.category_id AS id
               UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
             )
             SELECT max(floor((pp.rrp - coalesce(pp.special_price, pp.price)) * 100 / pp.rrp))
               FROM product_categories pc
               JOIN products p ON p.id = pc.product_id AND p.is_active
               JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = e.store_id
              WHERE pc.category_id IN (SELECT id FROM tree) AND pp.rrp > 0) AS discount_up_to
       FROM category_events e
      WHERE e.store_id = $1 AND ${audience ? `${LIVE_DATES} AND (e.customer_group_id IS NULL OR e.customer_group_id = $2)` : LIVE_EVENT}
      ORDER BY ${audience ? '(e.gender_id IS NOT NULL AND e.gender_id = $3) DESC, ' : ''}e.end_date, e.event_id`,
    audience ? [store.storeId, audience.groupId, audience.genderId] : [store.storeId],
  );
  return rows.map((row) => ({
    categoryId: row.category_id,
    eventId: row.event_id,
    name: localText(row.name, store.language),
    url: eventUrl(row.event_id, row.url),
    imageUrl: row.image_url,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    saleType: row.sale_type,
    cardType: row.card_type,
    discountUpTo: Math.max(0, row.discount_up_to ?? 0),
  }));
}
