import type { FastifyInstance } from 'fastify';
import { LIVE_EVENT } from '../catalog/events.ts';
import { catProductsEs } from '../../contracts/catalog.ts';
import { CARD_COLUMNS, categoryTree, localText, MAX_ID, storeOr404, toCard, type CardRow } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
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

/**
 * A listing: the products of a category (and the categories under it), of a sales event (its
 * category), of a brand, of a search term, or all of them; filters combine. Relevance (_score desc) is the
 * merchandising order: the products' positions in the listed categories.
 */
export function catProductsEsRoutes(app: FastifyInstance): void {
  route(
    app,
    catProductsEs,
    async ({ query }) => {
      const { db } = app.summit;
      const store = storeOr404(app, query.storeId);
      const language = store.language;
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

      const params: unknown[] = [store.storeId];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where = ['p.is_active'];
      // A search: the products whose document matches every word (each a prefix, typos corrected).
      let search: { join: string; rank: string } | null = null;
      if (query.q !== undefined) {
        const tsquery = await indexQuery(db, language, query.q);
        const languageParam = param(language);
        const match = `to_tsquery(search_config(${languageParam}), ${param(tsquery ?? '')})`;
        search = { join: `JOIN product_search ps ON ps.product_id = p.id AND ps.language = ${languageParam}`, rank: `ts_rank_cd(ps.document, ${match})` };
        where.push(tsquery === null ? 'false' : `ps.document @@ ${match}`);
      }
      const categoryParam = categoryIds ? param(categoryIds) : null;
      if (categoryParam) {
        where.push(`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY(${categoryParam}::int[]))`);
      }
      if (query.brandId !== undefined) where.push(`p.brand_id = ${param(query.brandId)}`);
      const filtered = `FROM products p
         JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
         LEFT JOIN brands b ON b.id = p.brand_id
         ${search?.join ?? ''}
        WHERE ${where.join(' AND ')}`;
      const filterParams = [...params];

      // Relevance: the product's best position in the listed categories (any category when unfiltered).
      const rank = `(SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id${categoryParam ? ` AND pc.category_id = ANY(${categoryParam}::int[])` : ''})`;
      const desc = query.order === 'desc';
      const orderBy =
        query.sort === '_score'
          ? // Highest score first: the best full-text rank, then the lowest merchandising position.
            `${search ? `${search.rank} ${desc ? 'DESC' : 'ASC'}, ` : ''}${rank} ${desc ? 'ASC' : 'DESC'} NULLS LAST, p.id ${desc ? 'ASC' : 'DESC'}`
          : query.sort === 'price'
            ? `coalesce(pp.special_price, pp.price) ${desc ? 'DESC' : 'ASC'}, p.id`
            : `coalesce(p.name->>${param(language)}, p.name->>'en') ${desc ? 'DESC' : 'ASC'}, p.id`;
      const rows = await db.query<CardRow & { total: number }>(
        `SELECT ${CARD_COLUMNS}, count(*) OVER () AS total ${filtered}
        ORDER BY ${orderBy}
        LIMIT ${param(query.size)} OFFSET ${param((query.page - 1) * query.size)}`,
        params,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the count.
        const [counted] = await db.query<{ total: number }>(`SELECT count(*) AS total ${filtered}`, filterParams);
        total = counted?.total ?? 0;
      }
      return {
        title: titles[0] ?? localText(query.q === undefined ? ALL_PRODUCTS : SEARCH_RESULTS, language),
        total,
        page: query.page,
        size: query.size,
        pagesCount: Math.ceil(total / query.size),
        items: rows.map((row) => toCard(row, language)),
      };
    },
    { publicSeconds: 60 },
  );
}
