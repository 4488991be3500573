import type { BasketReply, basketApplyDiscount, basketRemoveDiscount } from '../../contracts/basket.ts';
import type { Db } from '../db/db.ts';
import { findBasket, touchBasket, type BasketRow } from './basket-store.ts';
import { basketReply, formatMoney, loadBasketState, maxPoints, type BasketState } from './basket-view.ts';
import { evaluateCoupon, findCoupon, normaliseCode } from './coupons.ts';
import { MESSAGES } from './quantity.ts';
import type { BasketRequest } from './request.ts';
import { toCents } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedBodyOf } from '../http/route.ts';

type ApplyDiscount = ParsedBodyOf<typeof basketApplyDiscount>;

/** One coupon per basket: a new one replaces the old. */
async function applyCoupon(tx: Db, ctx: BasketRequest, basket: BasketRow | null, state: BasketState, info: string): Promise<void> {
  const typed = info.trim();
  if (!typed) throw new HttpError(400, 'Please enter a coupon code.');
  const coupon = await findCoupon(tx, typed);
  if (!coupon) throw new HttpError(400, MESSAGES.couponInvalid(typed));
  if (!basket || !state.lines.length) throw new HttpError(400, MESSAGES.couponEmptyBasket);
  const check = evaluateCoupon(coupon, state.subtotalCents);
  if (!check.ok) {
    if (check.reason === 'expired') throw new HttpError(400, MESSAGES.couponExpired);
    if (check.reason === 'minimum') throw new HttpError(400, MESSAGES.couponMinimum(formatMoney(toCents(check.minimum ?? 0), ctx.store)));
    throw new HttpError(400, MESSAGES.couponInvalid(typed));
  }
  await tx.query('UPDATE baskets SET coupon_code = $2 WHERE id = $1', [basket.id, normaliseCode(typed)]);
}

/** Members only, 100 points = 1.00; points replace the points used before. */
async function applyPoints(tx: Db, ctx: BasketRequest, basket: BasketRow | null, state: BasketState, info: string): Promise<void> {
  if (ctx.owner.customerId === null) throw new HttpError(401, MESSAGES.signInForPoints);
  if (!/^\s*\d+\s*$/.test(info) || Number(info) <= 0) throw new HttpError(400, MESSAGES.pointsWhole);
  const points = Number(info);
  if (points > state.balance) throw new HttpError(400, MESSAGES.pointsBalance(state.balance));
  if (!basket || !state.lines.length) throw new HttpError(400, 'Please add something to your basket before using reward points.');
  const max = maxPoints(state);
  if (points > max) throw new HttpError(400, MESSAGES.pointsOverTotal(max));
  await tx.query('UPDATE baskets SET reward_points_used = $2 WHERE id = $1', [basket.id, points]);
}

/**
 * Applies a coupon (type promo, info = the code) or reward points (type points, info = how
 * many). Bad input answers 4xx and changes nothing.
 */
export function applyDiscount(ctx: BasketRequest, body: ApplyDiscount): Promise<BasketReply> {
  const { store, owner } = ctx;
  return ctx.db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner, true);
    const state = await loadBasketState(tx, basket, store, owner.customerId);
    await (body.type === 'promo' ? applyCoupon : applyPoints)(tx, ctx, basket, state, body.info);
    // Both refuse without a basket.
    await touchBasket(tx, basket!.id);
    const fresh = await findBasket(tx, owner);
    return basketReply(await loadBasketState(tx, fresh, store, owner.customerId), store);
  });
}

/** Takes the coupon or the reward points off the basket. */
export function removeDiscount(ctx: BasketRequest, body: ParsedBodyOf<typeof basketRemoveDiscount>): Promise<BasketReply> {
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
}
