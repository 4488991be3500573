import type { FastifyInstance } from 'fastify';
import { selfCancelOrder, selfEditAddressOrder } from '../../contracts/orders.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { notFound, requireMember } from '../members/member.ts';
import { orderAllows } from '../members/order-switches.ts';
import { message } from '../members/messages.ts';
import { isValidAddress } from './addresses.ts';

interface Flags {
  status: string;
  self_cancel_enabled: boolean;
  self_edit_enabled: boolean;
}

/** Self-cancel and self-edit of the delivery address, only when the store and the order's flags allow (else 409 with a message). */
export function orderActionRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const flags = async (tx: Db, orderId: number, customerId: number) =>
    (
      await tx.query<Flags>(
        'SELECT status, self_cancel_enabled, self_edit_enabled FROM orders WHERE id = $1 AND customer_id = $2 AND NOT is_historical FOR UPDATE',
        [orderId, customerId],
      )
    )[0];

  route(app, selfCancelOrder, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return db.transaction(async (tx) => {
      const order = await flags(tx, body.order_id, customerId);
      if (!order) throw notFound(store);
      if (!orderAllows(store, order).cancel) throw new HttpError(409, message('notCancellable', store.locale));
      await tx.query(`UPDATE orders SET status = 'canceled', self_cancel_enabled = false, self_edit_enabled = false WHERE id = $1`, [body.order_id]);
      return { success: true, message: message('orderCancelled', store.locale) };
    });
  });

  route(app, selfEditAddressOrder, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!isValidAddress(body.address)) throw new HttpError(400, message('invalidAddress', store.locale));
    return db.transaction(async (tx) => {
      const order = await flags(tx, body.order_id, customerId);
      if (!order) throw notFound(store);
      if (!orderAllows(store, order).editAddress) throw new HttpError(409, message('notEditable', store.locale));
      await tx.query('UPDATE orders SET shipping_address = $2::jsonb WHERE id = $1', [body.order_id, JSON.stringify(body.address)]);
      return { success: true, message: message('addressChanged', store.locale) };
    });
  });
}
