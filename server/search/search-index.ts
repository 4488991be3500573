import type { Db } from '../db/db.ts';

/*
 * The catalog's full-text index (migration 0009): one document per product and store language,
 * the vocabulary typo correction draws on, and per store the names and product types predictive
 * search suggests. The whole search lives behind this folder, so a shop with a search engine
 * (OpenSearch, Meilisearch…) replaces these modules, not the routes.
 */

const LANGUAGE = /^[a-z]{2}$/;
// Servers starting together on one PostgreSQL rebuild one after the other, never into each other.
const REBUILD_LOCK = 7_362_003;

/**
 * Each product's texts in a language, lower-cased and without accents (name, brand, categories,
 * English name), and what predictive search ranks and counts it by: its model and merchandising place.
 */
const PRODUCT_TEXTS = `
  SELECT p.id AS product_id,
         unaccent(lower(coalesce(p.name->>$1, p.name->>'en', ''))) AS name,
         -- The catalog's source language too: shoppers everywhere type "jacket" or "goggles".
         CASE WHEN $1 = 'en' THEN '' ELSE unaccent(lower(coalesce(p.name->>'en', ''))) END AS source_name,
         unaccent(lower(coalesce(b.name, ''))) AS brand,
         unaccent(lower(coalesce((SELECT string_agg(coalesce(c.name->>$1, c.name->>'en'), ' ')
                                    FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                                   WHERE pc.product_id = p.id AND c.is_active), ''))) AS categories,
         coalesce(p.attributes->>'family', p.id::text) AS family,
         (SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id) AS position
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
   WHERE p.is_active`;

/** What the index is built for: each store's id and language. */
export interface SearchStore {
  storeId: number;
  language: string;
}

/** Rebuilds the index of the stores' languages from the catalog (after a catalog load or import). */
export async function rebuildSearchIndex(db: Db, stores: readonly SearchStore[]): Promise<void> {
  for (const language of new Set(stores.map((store) => store.language))) {
    if (!LANGUAGE.test(language)) throw new Error(`not a language code: ${language}`);
    const storeIds = stores.filter((store) => store.language === language).map((store) => store.storeId);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK]);
      await tx.query('DELETE FROM product_search WHERE language = $1', [language]);
      await tx.query(
        `INSERT INTO product_search (language, product_id, family, position, document)
         SELECT $1, t.product_id, t.family, t.position,
                setweight(to_tsvector(search_config($1), t.name), 'A')
                || setweight(to_tsvector(search_config($1), t.brand), 'B')
                || setweight(to_tsvector(search_config($1), t.categories), 'C')
                || setweight(to_tsvector(search_config($1), t.source_name), 'D')
           FROM (${PRODUCT_TEXTS}) t`,
        [language],
      );
      await tx.query('DELETE FROM search_names WHERE store_id = ANY($1::int[])', [storeIds]);
      await tx.query(
        `INSERT INTO search_names (store_id, kind, entity_id, title, url, folded, document)
         SELECT n.store_id, n.kind, n.id, n.title, n.url, unaccent(lower(n.title)), to_tsvector('simple', unaccent(lower(n.title)))
           FROM (SELECT s.store_id, 'brand' AS kind, b.id, b.name AS title,
                        coalesce((SELECT r.request_path FROM url_rewrites r
                                   WHERE r.store_id = s.store_id AND r.page_type = 'brand' AND r.entity_id = b.id
                                   ORDER BY r.id LIMIT 1), '/brand/' || b.url_key) AS url
                   FROM unnest($2::int[]) AS s(store_id)
                   JOIN brands b ON EXISTS (SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = s.store_id
                                             WHERE p.brand_id = b.id AND p.is_active)
                 UNION ALL
                 SELECT s.store_id, 'category', c.id, coalesce(c.name->>$1, c.name->>'en', ''),
                        (SELECT r.request_path FROM url_rewrites r
                          WHERE r.store_id = s.store_id AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
                          ORDER BY r.id LIMIT 1)
                   FROM unnest($2::int[]) AS s(store_id)
                   JOIN categories c ON c.is_active) n
          WHERE n.url IS NOT NULL`,
        [language, storeIds],
      );
      await tx.query('DELETE FROM search_words WHERE language = $1', [language]);
      await tx.query(
        `INSERT INTO search_words (language, word)
         SELECT DISTINCT $1, w.lexeme
           FROM (${PRODUCT_TEXTS}) t,
                unnest(to_tsvector('simple', concat_ws(' ', t.name, t.brand, t.categories, t.source_name))) w
          WHERE length(w.lexeme) >= 3`,
        [language],
      );
      await tx.query('DELETE FROM search_word_types WHERE language = $1', [language]);
      await tx.query(
        `INSERT INTO search_word_types (language, store_id, word, category_id, products)
         SELECT $1, pp.store_id, w.lexeme, pc.category_id, count(DISTINCT t.product_id)
           FROM (${PRODUCT_TEXTS}) t
           JOIN product_prices pp ON pp.product_id = t.product_id AND pp.store_id = ANY($2::int[])
           JOIN product_categories pc ON pc.product_id = t.product_id
           JOIN categories c ON c.id = pc.category_id AND c.is_active,
                unnest(to_tsvector('simple', concat_ws(' ', t.name, t.brand, t.categories, t.source_name))) w
          GROUP BY pp.store_id, w.lexeme, pc.category_id`,
        [language, storeIds],
      );
    });
  }
}

/**
 * Builds the index of the stores that have none yet while they sell products (a database from
 * before the index, a store added later); returns their ids.
 */
export async function ensureSearchIndex(db: Db, stores: readonly SearchStore[]): Promise<number[]> {
  const missing: SearchStore[] = [];
  for (const store of stores) {
    const [found] = await db.query<{ sells: boolean; indexed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM product_prices WHERE store_id = $1) AS sells,
              EXISTS (SELECT 1 FROM search_word_types WHERE language = $2 AND store_id = $1) AS indexed`,
      [store.storeId, store.language],
    );
    if (found?.sells && !found.indexed) missing.push(store);
  }
  // A language's rebuild covers all of its stores.
  const languages = new Set(missing.map((store) => store.language));
  await rebuildSearchIndex(
    db,
    stores.filter((store) => languages.has(store.language)),
  );
  return missing.map((store) => store.storeId);
}
