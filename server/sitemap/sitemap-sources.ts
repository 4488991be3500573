import type { PageType } from '../../core/routing/types.ts';
import { productUrl } from '../catalog/catalog.ts';
import { EVENT_PATH, LIVE_EVENT } from '../catalog/events.ts';
import type { Db } from '../db/db.ts';

/** The sitemap files of a store, one kind of page each (split further past the limits of one file). */
export const SITEMAP_SECTIONS = ['pages', 'categories', 'brands', 'sales', 'products'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/**
 * One page in one store: `key` names what it shows (a category id, a CMS identifier), the same in
 * every store that has it, so that the stores' pages of one thing are each other's alternates.
 */
export interface LocatedPage {
  storeId: number;
  key: string;
  path: string;
}

/** Where a kind of page is found, and the page type a store must render for it to be there. */
export interface PageSource {
  section: SitemapSection;
  pageType: PageType;
  /** The pages of this kind in these stores, each store's in a stable order. */
  locate(db: Db, storeIds: readonly number[]): Promise<LocatedPage[]>;
}

/** A path the path lookup answers with a page (not a redirect), shortest first, as the page head and links choose. */
const PAGE_REWRITE = `r.store_id = ANY($1::int[]) AND r.redirect_url IS NULL`;
const SHORTEST_FIRST = 'length(r.request_path), r.request_path';

const home: PageSource = {
  section: 'pages',
  pageType: 'home',
  locate: async (_db, storeIds) => storeIds.map((storeId) => ({ storeId, key: 'home', path: '/' })),
};

const brandsIndex: PageSource = {
  section: 'pages',
  pageType: 'brands_index',
  locate: (db, storeIds) =>
    db.query<LocatedPage>(
      `SELECT DISTINCT ON (r.store_id) r.store_id AS "storeId", 'brands' AS key, r.request_path AS path
         FROM url_rewrites r WHERE ${PAGE_REWRITE} AND r.page_type = 'brands_index'
        ORDER BY r.store_id, ${SHORTEST_FIRST}`,
      [storeIds],
    ),
};

/** A content page is there where the store has an active page by the identifier its path names. */
const cmsPages: PageSource = {
  section: 'pages',
  pageType: 'cms',
  locate: (db, storeIds) =>
    db.query<LocatedPage>(
      `SELECT DISTINCT ON (r.store_id, c.identifier) r.store_id AS "storeId", 'cms:' || c.identifier AS key, r.request_path AS path
         FROM url_rewrites r
         JOIN cms_pages c ON c.store_id = r.store_id AND c.identifier = r.metadata->>'identifier' AND c.is_active
        WHERE ${PAGE_REWRITE} AND r.page_type = 'cms'
        ORDER BY r.store_id, c.identifier, ${SHORTEST_FIRST}`,
      [storeIds],
    ),
};

/** Size guides are shared by every store (spec 01 section 2: the path is the identifier). */
const sizeGuides: PageSource = {
  section: 'pages',
  pageType: 'size_guide',
  locate: async (db, storeIds) => {
    const guides = await db.query<{ identifier: string }>('SELECT identifier FROM size_guides ORDER BY identifier');
    return storeIds.flatMap((storeId) => guides.map(({ identifier }) => ({ storeId, key: `size-guide:${identifier}`, path: `/${identifier}` })));
  },
};

/** An active category's own page (not a sale's listing of it). */
const categories: PageSource = {
  section: 'categories',
  pageType: 'category',
  locate: (db, storeIds) =>
    db.query<LocatedPage>(
      `SELECT DISTINCT ON (r.store_id, r.entity_id) r.store_id AS "storeId", r.entity_id::text AS key, r.request_path AS path
         FROM url_rewrites r JOIN categories c ON c.id = r.entity_id AND c.is_active
        WHERE ${PAGE_REWRITE} AND r.page_type = 'category' AND NOT (r.metadata ? 'eventId')
        ORDER BY r.store_id, r.entity_id, ${SHORTEST_FIRST}`,
      [storeIds],
    ),
};

/** A brand's page where the store sells something of the brand (as the brands index lists them). */
const brands: PageSource = {
  section: 'brands',
  pageType: 'brand',
  locate: (db, storeIds) =>
    db.query<LocatedPage>(
      `SELECT DISTINCT ON (r.store_id, r.entity_id) r.store_id AS "storeId", r.entity_id::text AS key, r.request_path AS path
         FROM url_rewrites r
        WHERE ${PAGE_REWRITE} AND r.page_type = 'brand'
          AND EXISTS (SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = r.store_id
                       WHERE p.brand_id = r.entity_id AND p.is_active)
        ORDER BY r.store_id, r.entity_id, ${SHORTEST_FIRST}`,
      [storeIds],
    ),
};

/**
 * The live sales open to every visitor. Each store runs its own sales: another store's live sale
 * of the same category and type is the same sale in its language.
 */
const sales: PageSource = {
  section: 'sales',
  pageType: 'category',
  locate: (db, storeIds) =>
    db.query<LocatedPage>(
      `SELECT e.store_id AS "storeId", e.category_id || ':' || e.sale_type AS key, ${EVENT_PATH} AS path
         FROM category_events e
        WHERE e.store_id = ANY($1::int[]) AND ${LIVE_EVENT} AND ${EVENT_PATH} IS NOT NULL
        ORDER BY e.store_id, e.start_date, e.event_id`,
      [storeIds],
    ),
};

/** An active product priced in the store (the product page answers 404 elsewhere). */
const products: PageSource = {
  section: 'products',
  pageType: 'product',
  locate: async (db, storeIds) => {
    const rows = await db.query<{ storeId: number; id: number }>(
      `SELECT pp.store_id AS "storeId", p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id
        WHERE p.is_active AND pp.store_id = ANY($1::int[]) ORDER BY pp.store_id, p.id`,
      [storeIds],
    );
    return rows.map(({ storeId, id }) => ({ storeId, key: String(id), path: productUrl(id) }));
  },
};

/** Every kind of page a sitemap lists, in the order of its file. */
export const PAGE_SOURCES: readonly PageSource[] = [home, brandsIndex, cmsPages, sizeGuides, categories, brands, sales, products];
