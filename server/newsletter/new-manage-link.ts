import type { FastifyRequest } from 'fastify';
import type { StoreConfig } from '../../core/store/types.ts';
import { prepareManageMail, sendManageMail } from './manage-mail.ts';
import { normaliseEmail } from './newsletter-key.ts';
import { lockAddress, subscriptionOfAddress } from './subscriptions.ts';

/**
 * Mails a new manage link to an address that has a subscription in the store (subscribed or not),
 * voiding the earlier links; an unknown address gets nothing. Nobody is subscribed by asking.
 */
export async function mailNewManageLink(request: FastifyRequest, store: StoreConfig, email: string): Promise<void> {
  const { db } = request.server.summit;
  const mail = await db.transaction(async (tx) => {
    await lockAddress(tx, store.storeId, email);
    const row = await subscriptionOfAddress(tx, store.storeId, normaliseEmail(email));
    return row ? prepareManageMail(tx, row) : null;
  });
  if (mail) sendManageMail(request, store, mail);
}
