import type { FastifyRequest } from 'fastify';
import { NEWSLETTER_MANAGE_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, newsletterLink } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { sendDemoMail } from '../auth/demo-mail.ts';
import type { Db } from '../db/db.ts';
import { newsletterMessage } from './messages.ts';
import { newManageToken } from './newsletter-key.ts';
import type { SubscriptionRow } from './subscriptions.ts';

/** One manage mail a minute per subscription: a flood of sign-ups cannot void each link as soon as it is sent. */
export const MANAGE_MAIL_RESEND_SECONDS = 60;

export interface ManageMail {
  to: string;
  storeId: number;
  hashedEmail: string;
  hashedToken: string;
}

/**
 * A new token for the subscription's links (the earlier ones stop working), unless one was mailed
 * less than a minute ago: then null, and no mail. Call inside the address's lock; send the mail
 * after the transaction (sendManageMail), so that no link is mailed for a token that was not stored.
 */
export async function prepareManageMail(tx: Db, row: SubscriptionRow): Promise<ManageMail | null> {
  const { token, digest } = newManageToken();
  const [issued] = await tx.query(
    `UPDATE newsletter_subscriptions SET token_hash = $2, mailed_at = now(), updated_at = now()
     WHERE id = $1 AND (mailed_at IS NULL OR mailed_at <= now() - make_interval(secs => $3)) RETURNING 1`,
    [row.id, digest, MANAGE_MAIL_RESEND_SECONDS],
  );
  return issued ? { to: row.email, storeId: row.store_id, hashedEmail: row.email_hash, hashedToken: token } : null;
}

/** The manage and unsubscribe links, from the store's configured origin (never from request headers). */
export function sendManageMail(request: FastifyRequest, store: StoreConfig, mail: ManageMail): void {
  sendDemoMail(request, {
    to: mail.to,
    subject: newsletterMessage('mailSubject', store.locale),
    link: newsletterLink(NEWSLETTER_MANAGE_PATH, mail, store.origin),
    unsubscribeLink: newsletterLink(NEWSLETTER_UNSUBSCRIBE_PATH, mail, store.origin),
  });
}
