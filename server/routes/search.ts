import type { FastifyInstance } from 'fastify';
import { predictiveSearch, searchRecent, searchSave, searchSaveNonauth, searchUrl, underSearchSales } from '../../contracts/search.ts';
import { localText, storeOr404 } from '../catalog/catalog.ts';
import { EVENT_PATH, eventUrl, LIVE_EVENT } from '../catalog/events.ts';
import { requestStore } from '../context.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { predict } from '../search/predictive.ts';
import { predictProducts } from '../search/predictive-products.ts';
import { namedPage, searchRedirect } from '../search/search-url.ts';
import { getSession } from '../session/session.ts';

interface SaleRow {
  event_id: number;
  name: unknown;
  url: string | null;
  image_url: string | null;
  end_date: Date;
}

/** Spec 02 section 7 "Search": predictive results, recent searches, the sales under the box, saving a term, its redirect. */
export function searchRoutes(app: FastifyInstance): void {
  route(
    app,
    predictiveSearch,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const [groups, found] = await Promise.all([predict(app.summit.db, store, query.q), predictProducts(app.summit.db, store, query.q)]);
      return { data: { ...groups, products: found.products, productsTotal: found.total } };
    },
    { publicSeconds: 60 },
  );

  route(app, searchUrl, async ({ query }) => ({ url: await searchRedirect(app.summit.db, storeOr404(app, query.storeId), query.term) }), {
    publicSeconds: 60,
  });

  route(
    app,
    underSearchSales,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const rows = await app.summit.db.query<SaleRow>(
        `SELECT e.event_id, e.name, e.image_url, e.end_date, ${EVENT_PATH} AS url
           FROM category_events e
          WHERE e.store_id = $1 AND ${LIVE_EVENT}
          ORDER BY e.end_date, e.event_id
          LIMIT $2`,
        [store.storeId, query.limit],
      );
      return {
        sales: rows.map((row) => ({
          eventId: row.event_id,
          name: localText(row.name, store.language),
          url: eventUrl(row.event_id, row.url),
          imageUrl: row.image_url,
          endDate: row.end_date.toISOString(),
        })),
      };
    },
    { publicSeconds: 60 },
  );

  route(app, searchRecent, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const searches = await app.summit.db.query<{ term: string; url: string | null }>(
      `SELECT term, url FROM search_history WHERE customer_id = $1 AND store_id = $2
        ORDER BY searched_at DESC, term LIMIT $3`,
      [customerId, store.storeId, query.limit],
    );
    return { searches };
  });

  route(app, searchSave, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const term = body.term.trim();
    const url = await namedPage(app.summit.db, store, term);
    await app.summit.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO search_history (customer_id, store_id, term, url, results_count) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (customer_id, store_id, lower(term))
         DO UPDATE SET term = excluded.term, url = excluded.url, results_count = excluded.results_count, searched_at = now()`,
        [customerId, store.storeId, term, url, body.results_count],
      );
      await tx.query('INSERT INTO search_log (store_id, customer_id, term, results_count) VALUES ($1, $2, $3, $4)', [
        store.storeId,
        customerId,
        term,
        body.results_count,
      ]);
    });
    return { saved: true };
  });

  // A guest's search is counted, never stored in a session: a guest writing it cannot make one.
  route(
    app,
    searchSaveNonauth,
    async ({ body, request }) => {
      const store = requestStore(request);
      const session = await getSession(request);
      await app.summit.db.query('INSERT INTO search_log (store_id, customer_id, term, results_count) VALUES ($1, $2, $3, $4)', [
        store.storeId,
        session.customerId,
        body.term.trim(),
        body.results_count,
      ]);
      return { saved: true };
    },
    { rateLimit: RATE_LIMITS.tracking, bodyLimit: TRACKING_BODY_LIMIT },
  );
}
