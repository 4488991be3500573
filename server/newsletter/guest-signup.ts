import type { FastifyRequest } from 'fastify';
import { newsletterConfirmLink, type NewsletterSubscribeReply } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { sendDemoMail } from '../auth/demo-mail.ts';
import { HttpError } from '../http/errors.ts';
import { prepareManageMail, sendManageMail, type ManageMail } from './manage-mail.ts';
import { newsletterMessage } from './messages.ts';
import { normaliseEmail } from './newsletter-key.ts';
import { issueSignupKey, markSignupConfirmed, signupByKey, sweepExpiredSignups } from './pending-signups.ts';
import { findOrCreateSubscription, linkCustomer, lockAddress, setSubscribed, subscriptionOfAddress } from './subscriptions.ts';

/*
 * A guest's sign-up (newsletter-subscribe, body variant a) and the mailed link that confirms it
 * (newsletter-confirm): double opt-in. Only the link, which proves the mailbox, subscribes; a
 * sign-up alone changes nothing the owner of the address has.
 */

/** 403 for a confirmation key that names no unexpired sign-up: one answer for forged, replaced and expired. */
function invalidConfirmation(store: StoreConfig): HttpError {
  return new HttpError(403, newsletterMessage('invalidConfirmation', store.locale));
}

/**
 * Records the sign-up and mails the confirmation link (one a minute per address). The reply is
 * the same whether the address was new, subscribed, unsubscribed or a member's: nothing to enumerate.
 */
export async function signUpGuest(request: FastifyRequest, store: StoreConfig, email: string, referrer: string | undefined): Promise<NewsletterSubscribeReply> {
  const { db } = request.server.summit;
  await sweepExpiredSignups(db);
  const key = await db.transaction(async (tx) => {
    await lockAddress(tx, store.storeId, email);
    return issueSignupKey(tx, store.storeId, email, referrer ?? null);
  });
  if (key) {
    sendDemoMail(request, {
      to: normaliseEmail(email),
      subject: newsletterMessage('confirmMailSubject', store.locale),
      link: newsletterConfirmLink(key, store.origin),
    });
  }
  return { errors: [], subscribed: false };
}

/**
 * The confirmation link followed: subscribes the address (a new subscription starts weekly with no
 * sport; an existing one keeps its choices), links it to the member of the address, and mails the
 * manage link. A link followed again answers alike while the address is subscribed.
 */
export async function confirmGuestSignup(request: FastifyRequest, store: StoreConfig, key: string): Promise<{ errors: string[]; subscribed: true }> {
  const { db } = request.server.summit;
  const found = await signupByKey(db, store.storeId, key);
  if (!found) throw invalidConfirmation(store);
  const outcome = await db.transaction(async (tx): Promise<{ mail: ManageMail | null } | null> => {
    await lockAddress(tx, store.storeId, found.email);
    // Checked again under the lock: a sign-up meanwhile may have replaced the key.
    const signup = await signupByKey(tx, store.storeId, key);
    if (!signup) return null;
    if (signup.confirmed_at) return (await subscriptionOfAddress(tx, store.storeId, signup.email))?.subscribed ? { mail: null } : null;
    await markSignupConfirmed(tx, signup.id);
    const { row } = await findOrCreateSubscription(tx, { storeId: store.storeId, email: signup.email, customerId: null, referrer: signup.referrer });
    if (!row.subscribed) await setSubscribed(tx, row.id, true, signup.referrer ?? undefined);
    await linkCustomer(tx, row.id, row.email);
    return { mail: await prepareManageMail(tx, row) };
  });
  if (!outcome) throw invalidConfirmation(store);
  if (outcome.mail) sendManageMail(request, store, outcome.mail);
  return { errors: [], subscribed: true };
}
