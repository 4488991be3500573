import type { ProductCard } from '../../contracts/catalog.ts';
import { localText, productUrl, thumbnailUrl, type ProductType } from '../catalog/catalog.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { indexQuery } from './search-query.ts';

/** Product suggestions the panel shows under the brands and types. */
export const PRODUCT_SUGGESTIONS = 4;

export interface ProductPredictions {
  products: ProductCard[];
  /** Every product (a model in several sizes counted once) the results page lists for the term. */
  total: number;
}

interface Row {
  id: number;
  sku: string;
  type: ProductType;
  name: unknown;
  family_name: unknown;
  image_url: string | null;
  brand_name: string | null;
  total: number;
}

/*
 * The products whose document matches every word (the results page's match), one per model (the
 * sizes of one product are one suggestion, under the product's name), best full-text rank first,
 * then the merchandising position; the count of models rides on each row.
 */
const PRODUCTS = `
  WITH matched AS (
    SELECT p.id, p.sku, p.type, p.name, p.image_url, p.attributes->'familyName' AS family_name, b.name AS brand_name,
           coalesce(p.attributes->>'family', p.id::text) AS family,
           ts_rank_cd(ps.document, to_tsquery(search_config($2), $3)) AS score,
           (SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id) AS position
      FROM products p
      JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
      JOIN product_search ps ON ps.product_id = p.id AND ps.language = $2
      LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.is_active AND ps.document @@ to_tsquery(search_config($2), $3)
  ), models AS (
    SELECT DISTINCT ON (family) * FROM matched ORDER BY family, score DESC, position NULLS LAST, id
  )
  SELECT id, sku, type, name, family_name, image_url, brand_name, count(*) OVER () AS total
    FROM models
   ORDER BY score DESC, position NULLS LAST, id
   LIMIT $4`;

/** The first products for the words typed so far, in the store's language, and how many there are. */
export async function predictProducts(db: Db, store: StoreConfig, term: string): Promise<ProductPredictions> {
  const tsquery = await indexQuery(db, store.language, term);
  if (tsquery === null) return { products: [], total: 0 };
  const rows = await db.query<Row>(PRODUCTS, [store.storeId, store.language, tsquery, PRODUCT_SUGGESTIONS]);
  return {
    total: Number(rows[0]?.total ?? 0),
    products: rows.map((row) => ({
      productId: row.id,
      name: localText(row.family_name ?? row.name, store.language),
      brandName: row.brand_name ?? '',
      imageUrl: thumbnailUrl(row.image_url, row.sku),
      url: productUrl(row.id),
      productType: row.type,
    })),
  };
}
