import type { Db } from '../db/db.ts';
import { findBasket } from './basket-store.ts';

/**
 * Moves a guest's basket to the member at login. Call it with the session key the guest had
 * BEFORE the session is rotated (rotateSession gives the session a new id and key), in or out
 * of the login transaction:
 *
 *   const guest = await getSession(request);
 *   await mergeGuestBasketIntoCustomer(db, guest.key, customerId);
 *   await rotateSession(request, reply, customerId);
 *
 * When the member has no basket, the guest basket becomes theirs (coupon included). Otherwise
 * the guest's items join the member's basket: the same product with the same choices adds up
 * its quantity (a quantity over the stock then shows in the basket's errors), the guest's
 * coupon is kept only when the member has none, and the guest basket is deleted.
 * Returns the member's basket id, or null when the guest had no basket.
 */
export async function mergeGuestBasketIntoCustomer(db: Db, sessionKey: string, customerId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const guest = await findBasket(tx, { sessionId: sessionKey, customerId: null }, true);
    if (!guest) return null;
    const member = await findBasket(tx, { sessionId: sessionKey, customerId }, true);
    if (!member) {
      await tx.query('UPDATE baskets SET session_id = NULL, customer_id = $2, updated_at = now() WHERE id = $1', [guest.id, customerId]);
      return guest.id;
    }
    await tx.query(
      `INSERT INTO basket_items (basket_id, product_id, options, bundle_selections, choice_key, qty)
       SELECT $2, product_id, options, bundle_selections, choice_key, qty FROM basket_items WHERE basket_id = $1
       ON CONFLICT (basket_id, product_id, choice_key) DO UPDATE SET qty = basket_items.qty + EXCLUDED.qty`,
      [guest.id, member.id],
    );
    await tx.query('UPDATE baskets SET coupon_code = coalesce(coupon_code, $2), updated_at = now() WHERE id = $1', [member.id, guest.coupon_code]);
    await tx.query('DELETE FROM baskets WHERE id = $1', [guest.id]);
    return member.id;
  });
}
