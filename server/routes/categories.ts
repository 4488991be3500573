import type { FastifyInstance } from 'fastify';
import { catSubcategories, categoryUrl } from '../../contracts/categories.ts';
import { localText, storeOr404 } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** A category's own page in a store: its url_rewrites path that is not a sale's (`c` is the category). */
const CATEGORY_PATH = `(SELECT r.request_path FROM url_rewrites r
  WHERE r.store_id = $1 AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
  ORDER BY length(r.request_path), r.request_path LIMIT 1)`;

/** cat-subcategories (the listing's chips) and category-url (a category's page by id). */
export function categoryRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    catSubcategories,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const [parent] = await db.query<{ id: number }>('SELECT id FROM categories WHERE id = $1 AND is_active', [query.categoryId]);
      if (!parent) throw new HttpError(404, `No category ${query.categoryId}`);
      const rows = await db.query<{ id: number; name: unknown; url: string | null; product_count: number }>(
        `SELECT c.id, c.name, ${CATEGORY_PATH} AS url,
                (WITH RECURSIVE tree AS (
                   SELECT c.id AS id
                   UNION SELECT k.id FROM categories k JOIN tree t ON k.parent_id = t.id WHERE k.is_active
                 )
                 SELECT count(DISTINCT p.id)::int
                   FROM product_categories pc
                   JOIN products p ON p.id = pc.product_id AND p.is_active
                   JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
                  WHERE pc.category_id IN (SELECT id FROM tree)) AS product_count
           FROM categories c
          WHERE c.parent_id = $2 AND c.is_active
          ORDER BY c.position, c.id`,
        [store.storeId, query.categoryId],
      );
      return {
        categoryId: query.categoryId,
        // Only what leads somewhere with something to buy.
        items: rows.flatMap((row) =>
          row.url && row.product_count > 0
            ? [{ categoryId: row.id, name: localText(row.name, store.language), url: row.url, productCount: row.product_count }]
            : [],
        ),
      };
    },
    { publicSeconds: 60 },
  );

  route(
    app,
    categoryUrl,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const [row] = await db.query<{ id: number; name: unknown; url: string | null }>(
        `SELECT c.id, c.name, ${CATEGORY_PATH} AS url FROM categories c WHERE c.id = $2 AND c.is_active`,
        [store.storeId, query.categoryId],
      );
      if (!row?.url) throw new HttpError(404, `No page for category ${query.categoryId}`);
      return { categoryId: row.id, name: localText(row.name, store.language), url: row.url };
    },
    { publicSeconds: 60 },
  );
}
