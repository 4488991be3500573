import type { FastifyInstance } from 'fastify';
import { basketRemoveItem } from '../../contracts/basket.ts';
import { findBasket, touchBasket } from '../basket/basket-store.ts';
import { basketReply, loadBasketState } from '../basket/basket-view.ts';
import { MESSAGES } from '../basket/quantity.ts';
import { basketRequest } from '../basket/request.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** Removes an item of the caller's basket and the rest of its group (groupItems); an item of another basket is unknown (404) and nothing is removed. */
export function basketRemoveItemRoutes(app: FastifyInstance): void {
  route(app, basketRemoveItem, async ({ body, request, reply }) => {
    const ctx = await basketRequest(request, reply);
    return ctx.db.transaction(async (tx) => {
      const basket = await findBasket(tx, ctx.owner, true);
      const ids = [...new Set([body.cartItemId, ...(body.groupItems ?? [])])];
      const found = basket ? await tx.query('SELECT id FROM basket_items WHERE id = ANY($1::int[]) AND basket_id = $2', [ids, basket.id]) : [];
      if (!basket || found.length !== ids.length) throw new HttpError(404, MESSAGES.itemGone);
      await tx.query('DELETE FROM basket_items WHERE id = ANY($1::int[]) AND basket_id = $2', [ids, basket.id]);
      await touchBasket(tx, basket.id);
      return basketReply(await loadBasketState(tx, basket, ctx.store, ctx.owner.customerId), ctx.store);
    });
  });
}
