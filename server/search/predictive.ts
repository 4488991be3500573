import type { SearchSuggestion } from '../../contracts/search.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { indexQuery } from './search-query.ts';

/** Suggestions per group the server offers; the storefront shows up to 4 (3 on a phone) and fills with product types. */
export const SUGGESTIONS_PER_GROUP = 8;
/** Matching products read to find their product types: enough to rank the types, bounded however many match. */
const PRODUCTS_SAMPLED = 400;

interface SuggestionRow {
  title: string;
  url: string;
}

export interface Predictions {
  brands: SearchSuggestion[];
  productTypes: SearchSuggestion[];
}

const numbered = (rows: SuggestionRow[]): SearchSuggestion[] => rows.map((row, index) => ({ order: index + 1, title: row.title, url: row.url }));

/**
 * Brands whose name matches the words typed so far (each word a prefix, typos corrected) and
 * that sell in the store; product types (categories) whose name matches, then those of the
 * matching products, most matches first. Names that begin with the term come first.
 */
export async function predict(db: Db, store: StoreConfig, term: string): Promise<Predictions> {
  const query = await indexQuery(db, store.language, term);
  if (query === null) return { brands: [], productTypes: [] };
  const brands = await db.query<SuggestionRow>(
    `SELECT b.name AS title, coalesce(r.request_path, '/brand/' || b.url_key) AS url
       FROM brands b
       LEFT JOIN url_rewrites r ON r.store_id = $1 AND r.page_type = 'brand' AND r.entity_id = b.id
      WHERE to_tsvector('simple', unaccent(lower(b.name))) @@ to_tsquery('simple', $2)
        AND EXISTS (SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
                     WHERE p.brand_id = b.id AND p.is_active)
      ORDER BY starts_with(unaccent(lower(b.name)), unaccent(lower($3))) DESC, b.name
      LIMIT ${SUGGESTIONS_PER_GROUP}`,
    [store.storeId, query, term.trim()],
  );
  const productTypes = await db.query<SuggestionRow>(
    `WITH named AS (
        SELECT c.id, 0 AS kind, 0 AS hits
          FROM categories c
         WHERE c.is_active
           AND to_tsvector('simple', unaccent(lower(coalesce(c.name->>$2, c.name->>'en', '')))) @@ to_tsquery('simple', $3)
      ), sampled AS (
        SELECT ps.product_id FROM product_search ps
         WHERE ps.language = $2 AND ps.document @@ to_tsquery(search_config($2), $3)
         LIMIT ${PRODUCTS_SAMPLED}
      ), of_products AS (
        SELECT pc.category_id AS id, 1 AS kind, count(*) AS hits
          FROM sampled s
          JOIN product_prices pp ON pp.product_id = s.product_id AND pp.store_id = $1
          JOIN product_categories pc ON pc.product_id = s.product_id
         GROUP BY pc.category_id
      ), candidates AS (
        SELECT id, min(kind) AS kind, max(hits) AS hits FROM (SELECT * FROM named UNION ALL SELECT * FROM of_products) all_found GROUP BY id
      )
      SELECT coalesce(c.name->>$2, c.name->>'en') AS title, r.request_path AS url
        FROM candidates k
        JOIN categories c ON c.id = k.id AND c.is_active
        JOIN url_rewrites r ON r.store_id = $1 AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
       ORDER BY k.kind, starts_with(unaccent(lower(coalesce(c.name->>$2, c.name->>'en'))), unaccent(lower($4))) DESC, k.hits DESC, 1
       LIMIT ${SUGGESTIONS_PER_GROUP}`,
    [store.storeId, store.language, query, term.trim()],
  );
  return { brands: numbered(brands), productTypes: numbered(productTypes) };
}
