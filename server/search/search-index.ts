import type { Db } from '../db/db.ts';

/*
 * The catalog's full-text index (migration 0009): one document per product and store language,
 * and the vocabulary typo correction draws on. The whole search lives behind this folder, so a
 * shop with a search engine (OpenSearch, Meilisearch…) replaces these modules, not the routes.
 */

const LANGUAGE = /^[a-z]{2}$/;

/** Each product's texts in a language, lower-cased and without accents: name, brand, categories, English name. */
const PRODUCT_TEXTS = `
  SELECT p.id AS product_id,
         unaccent(lower(coalesce(p.name->>$1, p.name->>'en', ''))) AS name,
         -- The catalog's source language too: shoppers everywhere type "jacket" or "goggles".
         CASE WHEN $1 = 'en' THEN '' ELSE unaccent(lower(coalesce(p.name->>'en', ''))) END AS source_name,
         unaccent(lower(coalesce(b.name, ''))) AS brand,
         unaccent(lower(coalesce((SELECT string_agg(coalesce(c.name->>$1, c.name->>'en'), ' ')
                                    FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                                   WHERE pc.product_id = p.id AND c.is_active), ''))) AS categories
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
   WHERE p.is_active`;

/** Rebuilds the index of each language from the catalog (after a catalog load or import). */
export async function rebuildSearchIndex(db: Db, languages: Iterable<string>): Promise<void> {
  for (const language of new Set(languages)) {
    if (!LANGUAGE.test(language)) throw new Error(`not a language code: ${language}`);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM product_search WHERE language = $1', [language]);
      await tx.query(
        `INSERT INTO product_search (language, product_id, document)
         SELECT $1, t.product_id,
                setweight(to_tsvector(search_config($1), t.name), 'A')
                || setweight(to_tsvector(search_config($1), t.brand), 'B')
                || setweight(to_tsvector(search_config($1), t.categories), 'C')
                || setweight(to_tsvector(search_config($1), t.source_name), 'D')
           FROM (${PRODUCT_TEXTS}) t`,
        [language],
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
    });
  }
}

/** Builds the index of the languages that have none yet while there are products (a database from before the index, a new store language). */
export async function ensureSearchIndex(db: Db, languages: Iterable<string>): Promise<string[]> {
  const [products] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM products WHERE is_active) AS present');
  if (!products?.present) return [];
  const missing: string[] = [];
  for (const language of new Set(languages)) {
    const rows = await db.query('SELECT 1 FROM product_search WHERE language = $1 LIMIT 1', [language]);
    if (!rows.length) missing.push(language);
  }
  await rebuildSearchIndex(db, missing);
  return missing;
}
