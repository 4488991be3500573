import type { FastifyRequest } from 'fastify';
import { EMAIL_CONFIRM_PATH } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { confirmationMessage } from './confirmation-messages.ts';
import { issueConfirmationKey } from './confirmation-token.ts';
import { sendDemoMail } from './demo-mail.ts';

/**
 * Mails a member the link that confirms their address (double opt-in): after a newsletter action,
 * and again on "Request again". False when a link went out less than a minute ago.
 */
export async function mailConfirmationLink(
  db: Db,
  request: FastifyRequest,
  store: StoreConfig,
  customer: { id: number; email: string },
  referrer: string | null,
): Promise<boolean> {
  const key = await issueConfirmationKey(db, customer.id, customer.email, referrer);
  if (!key) return false;
  // From the store's configured origin: a Host or X-Forwarded-Host header must not decide where the key goes.
  const link = `${store.origin}${EMAIL_CONFIRM_PATH}?id=${customer.id}&key=${key}`;
  sendDemoMail(request, { to: customer.email, subject: confirmationMessage('mailSubject', store.locale), link });
  return true;
}
