import type { PostalAddress } from '../../contracts/shapes.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { isValidAddress } from '../account/address-rules.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { notFound } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { orderAllows } from './order-switches.ts';

interface Flags {
  status: string;
  self_cancel_enabled: boolean;
  self_edit_enabled: boolean;
}

/** The order's switches, locked for the transaction; another member's order is 404. */
async function lockedFlags(tx: Db, store: StoreConfig, orderId: number, customerId: number): Promise<Flags> {
  const [order] = await tx.query<Flags>(
    'SELECT status, self_cancel_enabled, self_edit_enabled FROM orders WHERE id = $1 AND customer_id = $2 AND NOT is_historical FOR UPDATE',
    [orderId, customerId],
  );
  if (!order) throw notFound(store);
  return order;
}

/** Self-cancel, only when the store and the order's flags allow (else 409 with a message). */
export function cancelOrder(db: Db, store: StoreConfig, customerId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockedFlags(tx, store, orderId, customerId);
    if (!orderAllows(store, order).cancel) throw new HttpError(409, message('notCancellable', store.locale));
    await tx.query(`UPDATE orders SET status = 'canceled', self_cancel_enabled = false, self_edit_enabled = false WHERE id = $1`, [orderId]);
    return { success: true, message: message('orderCancelled', store.locale) };
  });
}

/** Self-edit of the delivery address, only when the store and the order's flags allow (else 409 with a message). */
export function changeOrderAddress(db: Db, store: StoreConfig, customerId: number, orderId: number, address: PostalAddress) {
  if (!isValidAddress(address)) throw new HttpError(400, message('invalidAddress', store.locale));
  return db.transaction(async (tx) => {
    const order = await lockedFlags(tx, store, orderId, customerId);
    if (!orderAllows(store, order).editAddress) throw new HttpError(409, message('notEditable', store.locale));
    await tx.query('UPDATE orders SET shipping_address = $2::jsonb WHERE id = $1', [orderId, JSON.stringify(address)]);
    return { success: true, message: message('addressChanged', store.locale) };
  });
}
