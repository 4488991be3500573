import type { FastifyInstance } from 'fastify';
import { productCategoryEvent } from '../../contracts/catalog.ts';
import { idList } from '../catalog/catalog.ts';
import { LIVE_EVENT } from '../catalog/events.ts';
import { route } from '../http/route.ts';

interface Row {
  category_id: number;
  event_id: number;
  start_date: Date;
  end_date: Date;
}

/**
 * The live sales events covering the given categories in the given stores: an event of a
 * category also covers the categories under it (a jacket in Ski jackets is in the Clothing sale).
 */
export function productCategoryEventRoutes(app: FastifyInstance): void {
  route(
    app,
    productCategoryEvent,
    async ({ query }) => {
      const storeIds = idList(query.store_ids, 50).filter((id) => app.summit.stores.byId(id));
      const categoryIds = idList(query.category_ids, 200);
      const rows =
        storeIds.length && categoryIds.length
          ? await app.summit.db.query<Row>(
              `WITH RECURSIVE up AS (
               SELECT id, parent_id FROM categories WHERE id = ANY($2::int[])
               UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
             )
             SELECT e.category_id, e.event_id, e.start_date, e.end_date
               FROM category_events e
              WHERE e.store_id = ANY($1::int[]) AND e.category_id IN (SELECT id FROM up)
                AND ${LIVE_EVENT}
              ORDER BY e.end_date, e.event_id`,
              [storeIds, categoryIds],
            )
          : [];
      return {
        events: rows.map((row) => ({
          categoryId: row.category_id,
          eventId: row.event_id,
          startDate: row.start_date.toISOString(),
          endDate: row.end_date.toISOString(),
        })),
      };
    },
    { publicSeconds: 60 },
  );
}
