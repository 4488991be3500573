import type { FastifyInstance } from 'fastify';
import { relatedSales } from '../../contracts/product-extras.ts';
import { localText, storeOr404 } from '../catalog/catalog.ts';
import { EVENT_PATH, eventUrl, LIVE_EVENT } from '../catalog/events.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** categoryId 1 (the default) is the catalog's root: the live sales of every department. */
const EVERY_DEPARTMENT = 1;

/**
 * Spec 01 section 7: the live sales of a category's department (its top-level category and
 * everything under it), soonest ending first. The demo's sales are open to every customer group;
 * the group is part of the request (and of the cached URL) for a backend whose sales are not.
 */
export function relatedSalesRoutes(app: FastifyInstance): void {
  route(
    app,
    relatedSales,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const { db } = app.summit;
      let department: number[] | null = null;
      if (query.categoryId !== EVERY_DEPARTMENT) {
        const rows = await db.query<{ id: number }>(
          `WITH RECURSIVE up AS (
             SELECT id, parent_id FROM categories WHERE id = $1 AND is_active
             UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
           ), down AS (
             SELECT id FROM up WHERE parent_id IS NULL
             UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
           ) SELECT id FROM down`,
          [query.categoryId],
        );
        if (rows.length === 0) throw new HttpError(404, `No category ${query.categoryId}`);
        department = rows.map((r) => r.id);
      }
      const events = await db.query<{
        event_id: number;
        category_id: number;
        name: unknown;
        url: string | null;
        image_url: string | null;
        end_date: Date;
        card_type: 'Inline' | 'Flash';
      }>(
        `SELECT e.event_id, e.category_id, e.name, ${EVENT_PATH} AS url, e.image_url, e.end_date, e.card_type
           FROM category_events e
          WHERE e.store_id = $1 AND ${LIVE_EVENT} AND ($2::int[] IS NULL OR e.category_id = ANY($2::int[]))
          ORDER BY e.end_date, e.event_id`,
        [store.storeId, department],
      );
      return {
        items: events.map((e) => ({
          eventId: e.event_id,
          categoryId: e.category_id,
          name: localText(e.name, store.language),
          url: eventUrl(e.event_id, e.url),
          imageUrl: e.image_url,
          endDate: new Date(e.end_date).toISOString(),
          cardType: e.card_type,
        })),
      };
    },
    { publicSeconds: 60 },
  );
}
