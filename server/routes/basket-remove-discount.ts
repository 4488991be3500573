import type { FastifyInstance } from 'fastify';
import { basketRemoveDiscount } from '../../contracts/basket.ts';
import { findBasket, touchBasket } from '../basket/basket-store.ts';
import { basketReply, loadBasketState } from '../basket/basket-view.ts';
import { basketRequest } from '../basket/request.ts';
import { route } from '../http/route.ts';

/** Removes the basket's coupon (type promo) or its reward points (type points); removing what is not there is fine. */
export function basketRemoveDiscountRoutes(app: FastifyInstance): void {
  route(app, basketRemoveDiscount, async ({ body, request, reply }) => {
    const ctx = await basketRequest(request, reply);
    const { store, owner } = ctx;
    return ctx.db.transaction(async (tx) => {
      const basket = await findBasket(tx, owner, true);
      if (basket) {
        const column = body.type === 'promo' ? 'coupon_code = NULL' : 'reward_points_used = 0';
        await tx.query(`UPDATE baskets SET ${column} WHERE id = $1`, [basket.id]);
        await touchBasket(tx, basket.id);
      }
      const fresh = await findBasket(tx, owner);
      return basketReply(await loadBasketState(tx, fresh, store, owner.customerId), store);
    });
  });
}
