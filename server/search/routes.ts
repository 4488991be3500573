import type { FastifyInstance } from 'fastify';
import { predictiveSearch, searchRecent, searchSave, searchSaveNonauth, searchUrl, underSearchSales } from '../../contracts/search.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { requestStore } from '../context.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { getSession } from '../session/session.ts';
import { predict } from './predictive.ts';
import { logSearch, recentSearches, salesUnderSearch, saveMemberSearch } from './search-store.ts';
import { searchRedirect } from './search-url.ts';

/**
 * The endpoints of contracts/search.ts (spec 02 section 7 "Search"): predictive results, recent
 * searches, the sales under the box, saving a term, its redirect.
 */
export function searchRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    predictiveSearch,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const { brands, productTypes, products, productsTotal } = await predict(db, store, query.q);
      return { data: { brands, productTypes, products, productsTotal } };
    },
    { publicSeconds: 60 },
  );

  route(app, searchUrl, async ({ query }) => ({ url: await searchRedirect(db, storeOr404(app, query.storeId), query.term) }), { publicSeconds: 60 });

  route(app, underSearchSales, ({ query }) => salesUnderSearch(db, storeOr404(app, query.storeId), query.limit), { publicSeconds: 60 });

  route(app, searchRecent, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return { searches: await recentSearches(db, customerId, store.storeId, query.limit) };
  });

  route(app, searchSave, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    await saveMemberSearch(db, customerId, store, body.term, body.results_count);
    return { saved: true };
  });

  // A guest's search is counted, never stored in a session: a guest writing it cannot make one.
  route(
    app,
    searchSaveNonauth,
    async ({ body, request }) => {
      const store = requestStore(request);
      const session = await getSession(request);
      await logSearch(db, store.storeId, session.customerId, body.term.trim(), body.results_count);
      return { saved: true };
    },
    { rateLimit: RATE_LIMITS.tracking, bodyLimit: TRACKING_BODY_LIMIT },
  );
}
