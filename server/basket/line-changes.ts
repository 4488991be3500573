import type { BasketReply, basketRemoveItem, basketUpdate } from '../../contracts/basket.ts';
import { MAX_ID } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedBodyOf } from '../http/route.ts';
import { findBasket, touchBasket } from './basket-store.ts';
import { basketReply, changedLines, loadBasketState } from './basket-view.ts';
import { checkStock, MESSAGES, parseQuantity } from './quantity.ts';
import type { BasketRequest } from './request.ts';

/** Sets the quantity of an item and of the rest of its group (groupItems). Bad input answers 4xx with a message and changes nothing. */
export function updateLine(ctx: BasketRequest, body: ParsedBodyOf<typeof basketUpdate>): Promise<BasketReply> {
  const qty = parseQuantity(body.qty);
  return ctx.db.transaction(async (tx) => {
    const basket = await findBasket(tx, ctx.owner, true);
    const state = basket ? await loadBasketState(tx, basket, ctx.store, ctx.owner.customerId) : null;
    const line = state?.lines.find((l) => l.itemId === body.cartItemId);
    if (!basket || !line) {
      // Only this basket's items count: another visitor's cartItemId is as unknown as a made-up one.
      const [other] =
        basket && body.cartItemId <= MAX_ID ? await tx.query('SELECT 1 FROM basket_items WHERE id = $1 AND basket_id = $2', [body.cartItemId, basket.id]) : [];
      if (other) throw new HttpError(400, 'This product is no longer available.');
      throw new HttpError(404, MESSAGES.itemGone);
    }
    // The rest of the line's group must still be in this basket too.
    const lines = changedLines(state?.lines ?? [], body.cartItemId, body.groupItems);
    if (!lines) throw new HttpError(404, MESSAGES.itemGone);
    for (const changed of lines) checkStock(qty, changed.stock);
    await tx.query('UPDATE basket_items SET qty = $2 WHERE id = ANY($1::int[])', [lines.map((l) => l.itemId), qty]);
    await touchBasket(tx, basket.id);
    return basketReply(await loadBasketState(tx, basket, ctx.store, ctx.owner.customerId), ctx.store);
  });
}

/** Removes an item of the caller's basket and the rest of its group (groupItems); an item of another basket is unknown (404) and nothing is removed. */
export function removeLine(ctx: BasketRequest, body: ParsedBodyOf<typeof basketRemoveItem>): Promise<BasketReply> {
  return ctx.db.transaction(async (tx) => {
    const basket = await findBasket(tx, ctx.owner, true);
    const ids = [...new Set([body.cartItemId, ...(body.groupItems ?? [])])];
    const found = basket ? await tx.query('SELECT id FROM basket_items WHERE id = ANY($1::int[]) AND basket_id = $2', [ids, basket.id]) : [];
    if (!basket || found.length !== ids.length) throw new HttpError(404, MESSAGES.itemGone);
    await tx.query('DELETE FROM basket_items WHERE id = ANY($1::int[]) AND basket_id = $2', [ids, basket.id]);
    await touchBasket(tx, basket.id);
    return basketReply(await loadBasketState(tx, basket, ctx.store, ctx.owner.customerId), ctx.store);
  });
}
