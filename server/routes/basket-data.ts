import type { FastifyInstance } from 'fastify';
import { basketData } from '../../contracts/basket.ts';
import { basketRequest, currentBasketReply } from '../basket/request.ts';
import { route } from '../http/route.ts';

/** The visitor's basket (mini=1 for the mini basket, default_shipping=1 for the page: the same reply). */
export function basketDataRoutes(app: FastifyInstance): void {
  route(app, basketData, async ({ request, reply }) => {
    const ctx = await basketRequest(request, reply);
    return currentBasketReply(ctx.db, ctx);
  });
}
