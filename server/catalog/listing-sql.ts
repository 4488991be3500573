import { DISCOUNT_STEPS, type PriceRange } from '../../contracts/listing-facets.ts';
import { CARD_COLUMNS, FAMILY_SQL } from './catalog.ts';

/*
 * A listing's statements (issue 32): its scope (category, sale, brand, term) as given by the
 * route, the shopper's filters on top, one card per model (the sizes of a product sold as one
 * simple product per size share a card), and the facets with counts. A facet counts models with
 * every other filter applied, so a chosen brand never hides the other brands. Plain SQL on the
 * catalog tables: the same on PGlite and PostgreSQL.
 */

/** Numbered parameters of one statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** These parameters, to go on with in another statement. */
  copy(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}

/** What the route worked out: the listing's rows before the shopper's filters. */
export interface ListingScope {
  params: SqlParams;
  /** Joins after `products p JOIN product_prices pp … LEFT JOIN brands b` (the search document). */
  joins: string;
  where: string[];
  /** The term's rank (higher first), when a term is searched. */
  score: string | null;
  /** The merchandising position (lower first). */
  position: string;
  /** The category whose children are the category facet's values; null: the children of the top categories. */
  facetParent: number | null;
  language: string;
}

export interface ListingFilters {
  brands: number[];
  categories: number[];
  sizes: string[];
  prices: PriceRange[];
  minDiscount: number | null;
}

export const NO_FILTERS: ListingFilters = { brands: [], categories: [], sizes: [], prices: [], minDiscount: null };

export type ListingSortKey = '_score' | 'price' | 'name' | 'discount' | 'created';

/** Option attributes whose values are sizes a shopper filters by. */
const SIZE_ATTRIBUTES = `('size', 'boot_size', 'ski_length', 'board_length')`;

const FILTER_NAMES = ['brand', 'category', 'size', 'price', 'discount'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/**
 * The scope's rows. With a term, a product named by it (or by its brand) scores 1 more than one
 * whose category only is: then those are all that is listed, so "gloves" lists gloves, not the
 * hats and socks that share the category "Hats, gloves and socks".
 */
function scopedCte(scope: ListingScope): string {
  const rows = `SELECT ${CARD_COLUMNS}, p.brand_id, p.created_at, ${FAMILY_SQL('p')} AS family,
           p.attributes->'familyName' AS family_name, p.attributes->>'size' AS own_size,
           coalesce(pp.special_price, pp.price) AS paid,
           CASE WHEN pp.rrp > coalesce(pp.special_price, pp.price)
                THEN floor((pp.rrp - coalesce(pp.special_price, pp.price)) * 100 / pp.rrp)::int ELSE 0 END AS discount,
           ${scope.score ?? '0'} AS score, ${scope.position} AS position
      FROM products p
      JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
      LEFT JOIN brands b ON b.id = p.brand_id
      ${scope.joins}
     WHERE ${scope.where.join(' AND ')}`;
  if (scope.score === null) return `scoped AS MATERIALIZED (${rows})`;
  return `matched AS MATERIALIZED (${rows}),
  scoped AS MATERIALIZED (SELECT * FROM matched WHERE floor(score) = (SELECT max(floor(score)) FROM matched))`;
}

/** The facet's categories, each with every active category under it (top: the facet value). */
function facetTreeCte(scope: ListingScope, params: SqlParams): string {
  const parent =
    scope.facetParent === null ? 'c.parent_id IN (SELECT id FROM categories WHERE parent_id IS NULL)' : `c.parent_id = ${params.add(scope.facetParent)}`;
  return `facet_tree AS (
    SELECT c.id AS top, c.id FROM categories c WHERE c.is_active AND ${parent}
    UNION SELECT t.top, c.id FROM categories c JOIN facet_tree t ON c.parent_id = t.id WHERE c.is_active
  )`;
}

/** Each listed product's sizes: its own (a size of a model) and its options' values. */
const SIZED_CTE = `sized AS (
    SELECT s.id, s.own_size AS size FROM scoped s WHERE s.own_size IS NOT NULL
    UNION
    SELECT s.id, v.value FROM scoped s
      JOIN product_options o ON o.product_id = s.id AND o.attribute_code IN ${SIZE_ATTRIBUTES}
      JOIN product_option_values v ON v.option_id = o.id
  )`;

/** Each filter as a condition on a row of `scoped` (alias s); true when the filter is not used. */
function filterConditions(filters: ListingFilters, params: SqlParams): Record<FilterName, string> {
  return {
    brand: filters.brands.length ? `s.brand_id = ANY(${params.add(filters.brands)}::int[])` : 'true',
    category: filters.categories.length
      ? `EXISTS (SELECT 1 FROM product_categories pc JOIN facet_tree ft ON ft.id = pc.category_id
                  WHERE pc.product_id = s.id AND ft.top = ANY(${params.add(filters.categories)}::int[]))`
      : 'true',
    size: filters.sizes.length ? `EXISTS (SELECT 1 FROM sized z WHERE z.id = s.id AND z.size = ANY(${params.add(filters.sizes)}::text[]))` : 'true',
    price: filters.prices.length
      ? `EXISTS (SELECT 1 FROM unnest(${params.add(filters.prices.map((r) => r.min))}::numeric[], ${params.add(filters.prices.map((r) => r.max))}::numeric[]) AS r(lo, hi)
                  WHERE s.paid >= r.lo AND (r.hi IS NULL OR s.paid < r.hi))`
      : 'true',
    discount: filters.minDiscount !== null ? `s.discount >= ${params.add(filters.minDiscount)}` : 'true',
  };
}

const flaggedCte = (conditions: Record<FilterName, string>) =>
  `flagged AS (SELECT s.*, ${FILTER_NAMES.map((name) => `${conditions[name]} AS f_${name}`).join(', ')} FROM scoped s)`;

/** Every filter but one (a facet's own), as a condition on `flagged`. */
const allBut = (skipped: FilterName | null) =>
  FILTER_NAMES.filter((name) => name !== skipped)
    .map((name) => `f_${name}`)
    .join(' AND ');

function orderBy(sort: ListingSortKey, desc: boolean, nameSql: () => string): string {
  const dir = desc ? 'DESC' : 'ASC';
  switch (sort) {
    case '_score':
      return `score ${dir}, position ${desc ? 'ASC' : 'DESC'} NULLS LAST, id ${desc ? 'ASC' : 'DESC'}`;
    case 'price':
      return `paid ${dir}, position ASC NULLS LAST, id`;
    case 'name':
      return `${nameSql()} ${dir}, id`;
    case 'discount':
      return `discount ${dir}, position ASC NULLS LAST, id`;
    case 'created':
      return `created_at ${dir}, id ${dir}`;
  }
}

const usesFacetTree = (filters: ListingFilters) => filters.categories.length > 0;
const usesSizes = (filters: ListingFilters) => filters.sizes.length > 0;

/** One page of models, with the count of them all. */
export function itemsStatement(
  scope: ListingScope,
  filters: ListingFilters,
  sort: { key: ListingSortKey; desc: boolean },
  page: { size: number; offset: number },
): { text: string; values: unknown[] } {
  const params = scope.params.copy();
  const ctes = [scopedCte(scope)];
  if (usesFacetTree(filters)) ctes.push(facetTreeCte(scope, params));
  if (usesSizes(filters)) ctes.push(SIZED_CTE);
  ctes.push(flaggedCte(filterConditions(filters, params)));
  // Only a statement that uses it gets the language: an unused parameter has no type.
  const nameSql = () => {
    const language = params.add(scope.language);
    return `coalesce(family_name->>${language}, name->>${language}, name->>'en')`;
  };
  const order = orderBy(sort.key, sort.desc, nameSql);
  const text = `WITH RECURSIVE ${ctes.join(',\n')},
    ranked AS (
      SELECT f.*, row_number() OVER (PARTITION BY family ORDER BY ${order}) AS place FROM flagged f WHERE ${allBut(null)}
    ), family_sizes AS (
      SELECT family, array_agg(own_size ORDER BY id) AS sizes FROM scoped WHERE own_size IS NOT NULL GROUP BY family
    )
    SELECT r.id, r.sku, r.type, r.name, r.image_url, r.brand_name, r.price, r.rrp, r.special_price, r.family_name, fs.sizes,
           count(*) OVER () AS total
      FROM ranked r LEFT JOIN family_sizes fs ON fs.family = r.family
     WHERE r.place = 1
     ORDER BY ${order}
     LIMIT ${params.add(page.size)} OFFSET ${params.add(page.offset)}`;
  return { text, values: params.values };
}

export interface FacetRow {
  facet: 'brand' | 'size' | 'discount' | 'category' | 'price';
  value: string;
  label: string;
  lo: number | null;
  hi: number | null;
  count: number;
}

/**
 * Every facet's values and counts in one statement. Price bands are the scope's price quintiles
 * rounded to round numbers (40, 350, 1500), so they stay put while the shopper filters.
 */
export function facetsStatement(scope: ListingScope, filters: ListingFilters): { text: string; values: unknown[] } {
  const params = scope.params.copy();
  const ctes = [scopedCte(scope), facetTreeCte(scope, params), SIZED_CTE, flaggedCte(filterConditions(filters, params))];
  const steps = params.add([...DISCOUNT_STEPS]);
  const language = params.add(scope.language);
  const text = `WITH RECURSIVE ${ctes.join(',\n')},
    model_prices AS (SELECT family, min(paid) AS paid FROM scoped GROUP BY family),
    edges AS (
      SELECT DISTINCT (round(q / power(10, floor(log(q))) * 2) / 2 * power(10, floor(log(q))))::int AS edge
        FROM (SELECT unnest(percentile_disc(ARRAY[0.2, 0.4, 0.6, 0.8]) WITHIN GROUP (ORDER BY paid)) AS q FROM model_prices) quintiles
       WHERE q >= 1
    ), bands AS (
      SELECT lo, lead(lo) OVER (ORDER BY lo) AS hi FROM (SELECT 0 AS lo UNION SELECT edge FROM edges WHERE edge > 0) starts
    )
    SELECT 'brand' AS facet, brand_id::text AS value, min(brand_name) AS label, NULL::int AS lo, NULL::int AS hi, count(DISTINCT family)::int AS count
      FROM flagged WHERE brand_id IS NOT NULL AND ${allBut('brand')} GROUP BY brand_id
    UNION ALL
    SELECT 'size', z.size, z.size, NULL, NULL, count(DISTINCT f.family)::int
      FROM flagged f JOIN sized z ON z.id = f.id WHERE ${allBut('size')} GROUP BY z.size
    UNION ALL
    SELECT 'discount', d::text, d::text, NULL, NULL, count(DISTINCT family)::int
      FROM flagged, unnest(${steps}::int[]) AS d WHERE discount >= d AND ${allBut('discount')} GROUP BY d
    UNION ALL
    SELECT 'category', ft.top::text, min(coalesce(c.name->>${language}, c.name->>'en')), NULL, NULL, count(DISTINCT f.family)::int
      FROM flagged f
      JOIN product_categories pc ON pc.product_id = f.id
      JOIN facet_tree ft ON ft.id = pc.category_id
      JOIN categories c ON c.id = ft.top
     WHERE ${allBut('category')} GROUP BY ft.top
    UNION ALL
    SELECT 'price', bands.lo::text || '-' || coalesce(bands.hi::text, ''), '', bands.lo, bands.hi, count(DISTINCT f.family)::int
      FROM bands JOIN flagged f ON f.paid >= bands.lo AND (bands.hi IS NULL OR f.paid < bands.hi)
     WHERE ${allBut('price')} GROUP BY bands.lo, bands.hi`;
  return { text, values: params.values };
}
