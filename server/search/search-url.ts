import { SEARCH_PATH, SEARCH_TERM_PARAM } from '../../contracts/search.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { EVENT_PATH, LIVE_EVENT } from '../catalog/events.ts';
import type { Db } from '../db/db.ts';

/** The results page of a term: /search?s={term}. */
export const resultsUrl = (term: string): string => `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term.trim() })}`;

/**
 * Where a submitted term leads: the page of the brand, category or live sale whose name it is
 * (case and accents aside; brands first, then categories, then sales), else null (the results page).
 */
export async function namedPage(db: Db, store: StoreConfig, term: string): Promise<string | null> {
  const [found] = await db.query<{ url: string }>(
    `SELECT url FROM (
        SELECT 1 AS priority, coalesce(r.request_path, '/brand/' || b.url_key) AS url
          FROM brands b
          LEFT JOIN url_rewrites r ON r.store_id = $1 AND r.page_type = 'brand' AND r.entity_id = b.id
         WHERE unaccent(lower(b.name)) = unaccent(lower($3))
        UNION ALL
        SELECT 2, r.request_path
          FROM categories c
          JOIN url_rewrites r ON r.store_id = $1 AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
         WHERE c.is_active AND unaccent(lower(coalesce(c.name->>$2, c.name->>'en'))) = unaccent(lower($3))
        UNION ALL
        SELECT 3, ${EVENT_PATH}
          FROM category_events e
         WHERE e.store_id = $1 AND ${LIVE_EVENT}
           AND unaccent(lower(coalesce(e.name->>$2, e.name->>'en'))) = unaccent(lower($3))
      ) named
      WHERE url IS NOT NULL
      ORDER BY priority, url LIMIT 1`,
    [store.storeId, store.language, term.trim().replace(/\s+/g, ' ')],
  );
  return found?.url ?? null;
}

export async function searchRedirect(db: Db, store: StoreConfig, term: string): Promise<string> {
  return (await namedPage(db, store, term)) ?? resultsUrl(term);
}
