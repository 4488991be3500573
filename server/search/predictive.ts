import type { ProductCard } from '../../contracts/catalog.ts';
import type { SearchSuggestion } from '../../contracts/search.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { localText, productUrl, thumbnailUrl, type ProductType } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { termWords } from './search-query.ts';

/** Suggestions per group the server offers; the storefront shows up to 4 (3 on a phone) and fills with product types. */
export const SUGGESTIONS_PER_GROUP = 8;
/** Product suggestions the panel shows under the brands and types. */
export const PRODUCT_SUGGESTIONS = 4;

export interface Predictions {
  brands: SearchSuggestion[];
  productTypes: SearchSuggestion[];
  products: ProductCard[];
  /** Every product (a model in several sizes counted once) the results page lists for the term. */
  productsTotal: number;
}

type Row =
  | { kind: 'brand' | 'type'; title: string; url: string }
  | {
      kind: 'product';
      id: number;
      sku: string;
      type: ProductType;
      name: unknown;
      family_name: unknown;
      image_url: string | null;
      brand_name: string | null;
      total: number;
    };

/*
 * One statement, so a keystroke waits for the database once (PGlite runs one statement at a time:
 * under a crowd, every extra statement is another turn in its queue). The words as the index
 * knows them (typos corrected), then three groups:
 * - brands the store sells named by any word, those named by more words first;
 * - product types (categories) whose name matches, then those whose products hold every word
 *   (search_word_types), most matches first; names that begin with the term come first;
 * - the products whose document matches every word (the results page's match), one per model
 *   (the sizes of one product are one suggestion), best full-text rank first, then the
 *   merchandising position, with the count of models. Matching, ranking and counting read only
 *   the index's rows (model and position are kept there); the products' rows only for those shown.
 */
const PREDICT = `
  WITH resolved AS MATERIALIZED (
    SELECT search_resolve_words($2, $3::text[]) AS words
  ), queries AS MATERIALIZED (
    SELECT to_tsquery('simple', search_prefix_query(words)) AS by_name,
           -- Words are letters and digits only, so ' & ' only ever joins two of them.
           to_tsquery('simple', replace(search_prefix_query(words), ' & ', ' | ')) AS by_any_word,
           to_tsquery(search_config($2), search_prefix_query(words)) AS by_document
      FROM resolved WHERE cardinality(words) > 0
  ), brand_hits AS (
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
  ), matched AS (
    SELECT ps.product_id AS id, ps.family, ps.position, ts_rank_cd(ps.document, (SELECT by_document FROM queries)) AS score
      FROM product_search ps
      JOIN product_prices pp ON pp.product_id = ps.product_id AND pp.store_id = $1
     WHERE ps.language = $2 AND ps.document @@ (SELECT by_document FROM queries)
  ), models AS (
    SELECT DISTINCT ON (family) * FROM matched ORDER BY family, score DESC, position NULLS LAST, id
  ), shown AS (
    SELECT id, row_number() OVER (ORDER BY score DESC, position NULLS LAST, id) AS position, count(*) OVER () AS total
      FROM models ORDER BY score DESC, position NULLS LAST, id LIMIT $6
  )
  SELECT 'brand' AS kind, title, url, position, NULL::int AS id, NULL::text AS sku, NULL::text AS type, NULL::jsonb AS name,
         NULL::jsonb AS family_name, NULL::text AS image_url, NULL::text AS brand_name, NULL::bigint AS total
    FROM brand_hits WHERE position <= $5
  UNION ALL
  SELECT 'type', title, url, position, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM type_hits WHERE position <= $5
  UNION ALL
  SELECT 'product', NULL, NULL, s.position, p.id, p.sku, p.type, p.name, p.attributes->'familyName', p.image_url, b.name, s.total
    FROM shown s
    JOIN products p ON p.id = s.id
    LEFT JOIN brands b ON b.id = p.brand_id
  ORDER BY kind, position`;

/** Brands, product types and products for the words typed so far, in the store's language. */
export async function predict(db: Db, store: StoreConfig, term: string): Promise<Predictions> {
  const words = termWords(term);
  if (!words.length) return { brands: [], productTypes: [], products: [], productsTotal: 0 };
  const rows = await db.query<Row>(PREDICT, [store.storeId, store.language, words, words.join(' '), SUGGESTIONS_PER_GROUP, PRODUCT_SUGGESTIONS]);
  const group = (kind: 'brand' | 'type') =>
    rows.flatMap((row) => (row.kind === kind ? [row] : [])).map((row, index) => ({ order: index + 1, title: row.title, url: row.url }));
  const products = rows.flatMap((row) => (row.kind === 'product' ? [row] : []));
  return {
    brands: group('brand'),
    productTypes: group('type'),
    productsTotal: Number(products[0]?.total ?? 0),
    products: products.map((row) => ({
      productId: row.id,
      name: localText(row.family_name ?? row.name, store.language),
      brandName: row.brand_name ?? '',
      imageUrl: thumbnailUrl(row.image_url, row.sku),
      url: productUrl(row.id),
      productType: row.type,
    })),
  };
}
