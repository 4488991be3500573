import type { underSearchSales } from '../../contracts/search.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { localText } from '../catalog/catalog.ts';
import { EVENT_PATH, eventUrl, LIVE_EVENT } from '../catalog/events.ts';
import type { Db } from '../db/db.ts';
import { namedPage } from './search-url.ts';

interface SaleRow {
  event_id: number;
  name: unknown;
  url: string | null;
  image_url: string | null;
  end_date: Date;
}

/** The store's live sales shown under the search box, soonest ending first. */
export async function salesUnderSearch(db: Db, store: StoreConfig, limit: number): Promise<ReplyOf<typeof underSearchSales>> {
  const rows = await db.query<SaleRow>(
    `SELECT e.event_id, e.name, e.image_url, e.end_date, ${EVENT_PATH} AS url
       FROM category_events e
      WHERE e.store_id = $1 AND ${LIVE_EVENT}
      ORDER BY e.end_date, e.event_id
      LIMIT $2`,
    [store.storeId, limit],
  );
  return {
    sales: rows.map((row) => ({
      eventId: row.event_id,
      name: localText(row.name, store.language),
      url: eventUrl(row.event_id, row.url),
      imageUrl: row.image_url,
      endDate: row.end_date.toISOString(),
    })),
  };
}

/** A member's recent searches in the store, newest first. */
export function recentSearches(db: Db, customerId: number, storeId: number, limit: number): Promise<{ term: string; url: string | null }[]> {
  return db.query<{ term: string; url: string | null }>(
    `SELECT term, url FROM search_history WHERE customer_id = $1 AND store_id = $2
      ORDER BY searched_at DESC, term LIMIT $3`,
    [customerId, storeId, limit],
  );
}

/** Keeps a member's search (once per term, with the page it names if any) and counts it. */
export async function saveMemberSearch(db: Db, customerId: number, store: StoreConfig, typed: string, resultsCount: number): Promise<void> {
  const term = typed.trim();
  const url = await namedPage(db, store, term);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO search_history (customer_id, store_id, term, url, results_count) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_id, store_id, lower(term))
       DO UPDATE SET term = excluded.term, url = excluded.url, results_count = excluded.results_count, searched_at = now()`,
      [customerId, store.storeId, term, url, resultsCount],
    );
    await logSearch(tx, store.storeId, customerId, term, resultsCount);
  });
}

/** Counts a search in the store's search log. */
export async function logSearch(db: Db, storeId: number, customerId: number | null, term: string, resultsCount: number): Promise<void> {
  await db.query('INSERT INTO search_log (store_id, customer_id, term, results_count) VALUES ($1, $2, $3, $4)', [storeId, customerId, term, resultsCount]);
}
