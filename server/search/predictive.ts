import type { SearchSuggestion } from '../../contracts/search.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { termWords } from './search-query.ts';

/** Suggestions per group the server offers; the storefront shows up to 4 (3 on a phone) and fills with product types. */
export const SUGGESTIONS_PER_GROUP = 8;

export interface Predictions {
  brands: SearchSuggestion[];
  productTypes: SearchSuggestion[];
}

interface SuggestionRow {
  kind: 'brand' | 'type';
  title: string;
  url: string;
}

/*
 * One statement, so a keystroke costs one round trip: the words as the index knows them (typos
 * corrected), brands the store sells named by any of them, product types
 * (categories) whose name matches, then those whose products hold every word (search_word_types),
 * most matches first. Names that begin with the term come first.
 */
const PREDICT = `
  WITH resolved AS MATERIALIZED (
    SELECT search_resolve_words($2, $3::text[]) AS words
  ), queries AS MATERIALIZED (
    SELECT to_tsquery('simple', search_prefix_query(words)) AS by_name,
           -- Words are letters and digits only, so ' & ' only ever joins two of them.
           to_tsquery('simple', replace(search_prefix_query(words), ' & ', ' | ')) AS by_any_word
      FROM resolved WHERE cardinality(words) > 0
  ), brand_hits AS (
    -- A brand named by any typed word ("salomon goggles" → Salomon); those named by more words first.
    SELECT n.title, n.url,
           row_number() OVER (ORDER BY (SELECT count(*) FROM resolved, unnest(resolved.words) AS w(word)
                                         WHERE n.document @@ to_tsquery('simple', quote_literal(w.word) || ':*')) DESC,
                                       starts_with(n.folded, unaccent($4)) DESC, n.title) AS position
      FROM search_names n
     WHERE n.store_id = $1 AND n.kind = 'brand' AND n.document @@ (SELECT by_any_word FROM queries)
  ), named AS (
    SELECT n.entity_id AS id, 0 AS kind, 0 AS hits
      FROM search_names n
     WHERE n.store_id = $1 AND n.kind = 'category' AND n.document @@ (SELECT by_name FROM queries)
  ), word_types AS (
    -- Per typed word: an index range scan of the words it begins (OFFSET 0 keeps it one, whatever the plan).
    SELECT wt.category_id, typed.position, sum(wt.products) AS products
      FROM resolved, unnest(resolved.words) WITH ORDINALITY AS typed(word, position),
           LATERAL (SELECT w.category_id, w.products FROM search_word_types w
                     WHERE w.language = $2 AND w.store_id = $1 AND w.word ~>=~ typed.word AND w.word ~<~ (typed.word || chr(1114111))
                    OFFSET 0) wt
     GROUP BY wt.category_id, typed.position
  ), of_products AS (
    -- Types that hold every word; the rarest word's count stands for the matches.
    SELECT category_id AS id, 1 AS kind, min(products) AS hits
      FROM word_types
     GROUP BY category_id
    HAVING count(*) = (SELECT cardinality(words) FROM resolved)
  ), candidates AS (
    SELECT id, min(kind) AS kind, max(hits) AS hits FROM (SELECT * FROM named UNION ALL SELECT * FROM of_products) found GROUP BY id
  ), type_hits AS (
    SELECT n.title, n.url, row_number() OVER (ORDER BY k.kind, starts_with(n.folded, unaccent($4)) DESC, k.hits DESC, n.title) AS position
      FROM candidates k
      JOIN search_names n ON n.store_id = $1 AND n.kind = 'category' AND n.entity_id = k.id
  )
  SELECT 'brand' AS kind, title, url, position FROM brand_hits WHERE position <= $5
  UNION ALL
  SELECT 'type', title, url, position FROM type_hits WHERE position <= $5
  ORDER BY kind, position`;

/** Brands and product types for the words typed so far, in the store's language. */
export async function predict(db: Db, store: StoreConfig, term: string): Promise<Predictions> {
  const words = termWords(term);
  if (!words.length) return { brands: [], productTypes: [] };
  const rows = await db.query<SuggestionRow>(PREDICT, [store.storeId, store.language, words, words.join(' '), SUGGESTIONS_PER_GROUP]);
  const group = (kind: SuggestionRow['kind']) =>
    rows.filter((row) => row.kind === kind).map((row, index) => ({ order: index + 1, title: row.title, url: row.url }));
  return { brands: group('brand'), productTypes: group('type') };
}
