import type { FastifyInstance } from 'fastify';
import {
  basketAdd,
  basketApplyDiscount,
  basketData,
  basketRecommendations,
  basketRemoveDiscount,
  basketRemoveItem,
  basketUpdate,
} from '../../contracts/basket.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { route } from '../http/route.ts';
import { getSession } from '../session/session.ts';
import { addItem } from './add-item.ts';
import { applyDiscount, removeDiscount } from './discounts.ts';
import { removeLine, updateLine } from './line-changes.ts';
import { basketRecommendationsFor } from './recommendations-store.ts';
import { basketRequest, currentBasketReply, firstVisitBasketReply } from './request.ts';

/**
 * The endpoints of contracts/basket.ts: the visitor's basket (a guest's by session, a member's by
 * account), its lines and discounts, and the basket page's recommendations. Every reply is private.
 */
export function basketRoutes(app: FastifyInstance): void {
  // mini=1 for the mini basket, default_shipping=1 for the page: the same reply.
  route(app, basketData, async ({ request, reply }) => {
    const ctx = await basketRequest(request, reply);
    return (await getSession(request)).stored ? currentBasketReply(ctx.db, ctx) : firstVisitBasketReply(ctx.db, ctx.store);
  });
  route(app, basketAdd, async ({ body, request, reply }) => addItem(await basketRequest(request, reply), body, request, reply));
  route(app, basketUpdate, async ({ body, request, reply }) => updateLine(await basketRequest(request, reply), body));
  route(app, basketRemoveItem, async ({ body, request, reply }) => removeLine(await basketRequest(request, reply), body));
  route(app, basketApplyDiscount, async ({ body, request, reply }) => applyDiscount(await basketRequest(request, reply), body));
  route(app, basketRemoveDiscount, async ({ body, request, reply }) => removeDiscount(await basketRequest(request, reply), body));
  route(app, basketRecommendations, async ({ query, request, reply }) => {
    const store = storeOr404(app, query.storeId);
    const ctx = await basketRequest(request, reply);
    return basketRecommendationsFor(ctx.db, store, ctx.owner, query);
  });
}
