import type { FastifyInstance } from 'fastify';
import { basketRemoveItem } from '../../contracts/basket.ts';
import { findBasket, touchBasket } from '../basket/basket-store.ts';
import { basketReply, loadBasketState } from '../basket/basket-view.ts';
import { MESSAGES } from '../basket/quantity.ts';
import { basketRequest } from '../basket/request.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** Removes one item of the caller's basket; an item of another basket is unknown (404). */
export function basketRemoveItemRoutes(app: FastifyInstance): void {
  route(app, basketRemoveItem, async ({ body, request, reply }) => {
    const ctx = await basketRequest(request, reply);
    return ctx.db.transaction(async (tx) => {
      const basket = await findBasket(tx, ctx.owner, true);
      const removed = basket ? await tx.query('DELETE FROM basket_items WHERE id = $1 AND basket_id = $2 RETURNING 1', [body.cartItemId, basket.id]) : [];
      if (!basket || removed.length === 0) throw new HttpError(404, MESSAGES.itemGone);
      await touchBasket(tx, basket.id);
      return basketReply(await loadBasketState(tx, basket, ctx.store, ctx.owner.customerId), ctx.store);
    });
  });
}
