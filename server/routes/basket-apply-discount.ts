import type { FastifyInstance } from 'fastify';
import { basketApplyDiscount } from '../../contracts/basket.ts';
import { findBasket, touchBasket } from '../basket/basket-store.ts';
import { basketReply, formatMoney, loadBasketState, maxPoints } from '../basket/basket-view.ts';
import { evaluateCoupon, findCoupon, normaliseCode } from '../basket/coupons.ts';
import { MESSAGES } from '../basket/quantity.ts';
import { basketRequest } from '../basket/request.ts';
import { toCents } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/**
 * Applies a coupon (type promo, info = the code) or reward points (type points, info = how
 * many; members only, 100 points = 1.00). One coupon per basket: a new one replaces the old.
 * Points replace the points used before. Bad input answers 4xx and changes nothing.
 */
export function basketApplyDiscountRoutes(app: FastifyInstance): void {
  route(app, basketApplyDiscount, async ({ body, request, reply }) => {
    const ctx = await basketRequest(request, reply);
    const { store, owner } = ctx;
    return ctx.db.transaction(async (tx) => {
      const basket = await findBasket(tx, owner, true);
      const state = await loadBasketState(tx, basket, store, owner.customerId);

      if (body.type === 'promo') {
        const typed = body.info.trim();
        if (!typed) throw new HttpError(400, 'Please enter a coupon code.');
        const coupon = await findCoupon(tx, typed);
        if (!coupon) throw new HttpError(400, MESSAGES.couponInvalid(typed));
        if (!basket || !state.lines.length) throw new HttpError(400, MESSAGES.couponEmptyBasket);
        const check = evaluateCoupon(coupon, state.subtotalCents);
        if (!check.ok) {
          if (check.reason === 'expired') throw new HttpError(400, MESSAGES.couponExpired);
          if (check.reason === 'minimum') throw new HttpError(400, MESSAGES.couponMinimum(formatMoney(toCents(check.minimum ?? 0), store)));
          throw new HttpError(400, MESSAGES.couponInvalid(typed));
        }
        await tx.query('UPDATE baskets SET coupon_code = $2 WHERE id = $1', [basket.id, normaliseCode(typed)]);
      } else {
        if (owner.customerId === null) throw new HttpError(401, MESSAGES.signInForPoints);
        if (!/^\s*\d+\s*$/.test(body.info) || Number(body.info) <= 0) throw new HttpError(400, MESSAGES.pointsWhole);
        const points = Number(body.info);
        if (points > state.balance) throw new HttpError(400, MESSAGES.pointsBalance(state.balance));
        if (!basket || !state.lines.length) throw new HttpError(400, 'Please add something to your basket before using reward points.');
        const max = maxPoints(state);
        if (points > max) throw new HttpError(400, MESSAGES.pointsOverTotal(max));
        await tx.query('UPDATE baskets SET reward_points_used = $2 WHERE id = $1', [basket.id, points]);
      }
      await touchBasket(tx, basket.id);
      const fresh = await findBasket(tx, owner);
      return basketReply(await loadBasketState(tx, fresh, store, owner.customerId), store);
    });
  });
}
