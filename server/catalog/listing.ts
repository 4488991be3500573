import { LIVE_EVENT } from './events.ts';
import type { catProductsEs } from '../../contracts/catalog.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { ListingFacets } from '../../contracts/listing-facets.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { categoryTree, localText, MAX_ID, toBestsellerCard, type BestsellerRow } from './catalog.ts';
import { listingFilters, toFacets } from './listing-facets.ts';
import { facetsStatement, itemsStatement, SqlParams, type FacetRow, type ListingScope } from './listing-sql.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedQueryOf } from '../http/route.ts';
import { indexQuery } from '../search/search-query.ts';

/** In every store language (core/i18n/locales.ts): the listing's title is the page's heading and title. */
const ALL_PRODUCTS = {
  en: 'All products',
  fr: 'Tous les produits',
  de: 'Alle Produkte',
  da: 'Alle produkter',
  es: 'Todos los productos',
  sv: 'Alla produkter',
  it: 'Tutti i prodotti',
  nl: 'Alle producten',
};
const SEARCH_RESULTS = {
  en: 'Search results',
  fr: 'Résultats de recherche',
  de: 'Suchergebnisse',
  da: 'Søgeresultater',
  es: 'Resultados de búsqueda',
  sv: 'Sökresultat',
  it: 'Risultati della ricerca',
  nl: 'Zoekresultaten',
};
/** Listing titles of the sale category types (spec 01 section 3) that have a listing of their own. */
const SALE_TYPE_TITLES: Record<number, Record<string, string>> = {
  5: { en: 'New season', fr: 'Nouvelle saison', de: 'Neue Saison', da: 'Ny sæson', es: 'Nueva temporada', sv: 'Ny säsong' },
};

/** The categories (with those under them) of the store's sales of a type that are on now. */
async function liveSaleCategories(db: Db, storeId: number, saleType: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT c.id FROM categories c JOIN category_events e ON e.category_id = c.id
        WHERE e.store_id = $1 AND e.sale_type = $2 AND ${LIVE_EVENT} AND c.is_active
       UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id WHERE c.is_active
     ) SELECT id FROM tree`,
    [storeId, saleType],
  );
  return rows.map((r) => r.id);
}

type ListingQuery = ParsedQueryOf<typeof catProductsEs>;

/** What a listing is of: its titles (the first is the heading), its categories and the category its facets are under. */
interface ListingSubject {
  titles: string[];
  categoryId: number | undefined;
  categoryIds: number[] | null;
}

/** The sale, sale type, category and brand a listing names, each checked to exist. */
async function listingSubject(db: Db, store: StoreConfig, query: ListingQuery): Promise<ListingSubject> {
  const { language } = store;
  for (const id of [query.categoryId, query.eventId, query.brandId]) {
    if (id !== undefined && id > MAX_ID) throw new HttpError(404, `No listing for id ${id}`);
  }
  const titles: string[] = [];
  let categoryId = query.categoryId;
  if (query.eventId !== undefined) {
    const [event] = await db.query<{ category_id: number; name: unknown }>(
      'SELECT category_id, name FROM category_events WHERE event_id = $1 AND store_id = $2',
      [query.eventId, store.storeId],
    );
    if (!event) throw new HttpError(404, `No sale ${query.eventId}`);
    titles.push(localText(event.name, language));
    if (categoryId !== undefined && categoryId !== event.category_id) {
      throw new HttpError(400, 'categoryId and eventId name different categories');
    }
    categoryId = event.category_id;
  }
  let categoryIds: number[] | null = null;
  if (query.saleType !== undefined) {
    if (categoryId !== undefined || query.brandId !== undefined || query.q !== undefined) {
      throw new HttpError(400, 'saleType lists every live sale of its type and combines with no other filter');
    }
    categoryIds = await liveSaleCategories(db, store.storeId, query.saleType);
    titles.push(localText(SALE_TYPE_TITLES[query.saleType] ?? ALL_PRODUCTS, language));
  }
  if (categoryId !== undefined) {
    categoryIds = await categoryTree(db, categoryId);
    if (!categoryIds.length) throw new HttpError(404, `No category ${categoryId}`);
    const [category] = await db.query<{ name: unknown }>('SELECT name FROM categories WHERE id = $1', [categoryId]);
    titles.push(localText(category!.name, language));
  }
  if (query.brandId !== undefined) {
    const [brand] = await db.query<{ name: string }>('SELECT name FROM brands WHERE id = $1', [query.brandId]);
    if (!brand) throw new HttpError(404, `No brand ${query.brandId}`);
    titles.push(brand.name);
  }
  return { titles, categoryId, categoryIds };
}

/** The listing's SQL scope: the store's active products in the subject, matching the search words if any. */
async function listingScope(db: Db, store: StoreConfig, query: ListingQuery, subject: ListingSubject): Promise<ListingScope> {
  const { language } = store;
  const params = new SqlParams();
  params.add(store.storeId);
  const where = ['p.is_active'];
  // A search: the products whose document matches every word (each a prefix, typos corrected).
  let search: { joins: string; score: string } | null = null;
  if (query.q !== undefined) {
    const tsquery = await indexQuery(db, language, query.q);
    const languageParam = params.add(language);
    const match = `to_tsquery(search_config(${languageParam}), ${params.add(tsquery ?? '')})`;
    // A match in the name or the brand (weights A, B, D) ranks above one only in a category's name.
    search = {
      joins: `JOIN product_search ps ON ps.product_id = p.id AND ps.language = ${languageParam}`,
      score: `(CASE WHEN ts_filter(ps.document, '{a,b,d}') @@ ${match} THEN 1 ELSE 0 END + ts_rank_cd(ps.document, ${match}, 32))`,
    };
    where.push(tsquery === null ? 'false' : `ps.document @@ ${match}`);
  }
  const categoryParam = subject.categoryIds ? params.add(subject.categoryIds) : null;
  if (categoryParam) {
    where.push(`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${categoryParam}::int[]))`);
  }
  if (query.brandId !== undefined) where.push(`p.brand_id = ${params.add(query.brandId)}`);
  return {
    params,
    joins: search?.joins ?? '',
    where,
    score: search?.score ?? null,
    // Relevance: the product's best position in the listed categories (any category when unfiltered).
    position: `(SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id${categoryParam ? ` AND pc.category_id = ANY(${categoryParam}::int[])` : ''})`,
    facetParent: query.saleType === undefined ? (subject.categoryId ?? null) : null,
    language,
  };
}

/**
 * A listing: the products of a category (and the categories under it), of a sales event (its
 * category), of a brand, of a search term, or all of them; filters combine. Relevance (_score desc) is the
 * merchandising order: the products' positions in the listed categories.
 */
export async function productListing(db: Db, store: StoreConfig, query: ListingQuery): Promise<ReplyOf<typeof catProductsEs>> {
  const { language } = store;
  const subject = await listingSubject(db, store, query);
  const scope = await listingScope(db, store, query, subject);
  const filters = listingFilters(query);
  const items = itemsStatement(scope, filters, { key: query.sort, desc: query.order === 'desc' }, { size: query.size, offset: (query.page - 1) * query.size });
  const rows = await db.query<BestsellerRow & { total: number }>(items.text, items.values);
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no rows to carry the count.
    const first = itemsStatement(scope, filters, { key: query.sort, desc: true }, { size: 1, offset: 0 });
    total = (await db.query<{ total: number }>(first.text, first.values))[0]?.total ?? 0;
  }
  let facets: ListingFacets | undefined;
  if (query.facets === '1') {
    const statement = facetsStatement(scope, filters);
    facets = toFacets(await db.query<FacetRow>(statement.text, statement.values), language);
  }
  return {
    title: subject.titles[0] ?? localText(query.q === undefined ? ALL_PRODUCTS : SEARCH_RESULTS, language),
    total,
    page: query.page,
    size: query.size,
    pagesCount: Math.ceil(total / query.size),
    items: rows.map((row) => ({ ...toBestsellerCard(row, language), sizes: row.sizes ?? [] })),
    ...(facets ? { facets } : {}),
  };
}
