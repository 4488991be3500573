import type { FastifyInstance } from 'fastify';
import { recentlyViewed, recentlyViewedSave } from '../../contracts/recently-viewed.ts';
import { idList, storeOr404 } from '../catalog/catalog.ts';
import { memberRecentlyViewed, productsAsViewed, recordView } from '../catalog/recently-viewed.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { getSession } from '../session/session.ts';

/**
 * Spec 02 section 7: GET and POST recently-viewed. A member's list is kept here (the newest 30);
 * a guest's stays in the browser, which sends its ids to get them with the store's prices.
 */
export function recentlyViewedRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, recentlyViewed, async ({ query, request, reply }) => {
    const store = storeOr404(app, query.storeId);
    reply.header('cache-control', 'private, no-store');
    if (query.product_ids !== undefined) return { items: (await productsAsViewed(db, idList(query.product_ids, 30), store)).slice(0, query.limit) };
    const session = await getSession(request);
    if (session.customerId === null) return { items: [] };
    return { items: await memberRecentlyViewed(db, session.customerId, store, query.limit) };
  });

  route(app, recentlyViewedSave, async ({ body, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    if (!(await recordView(db, customerId, body.product_id))) throw new HttpError(404, `No product ${body.product_id}`);
    return { saved: true };
  });
}
