import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NewsletterSubscribeReply, newsletterSubscribe } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import type { Db } from '../db/db.ts';
import { mailConfirmationLink } from '../auth/confirmation-mail.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedBodyOf } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { signUpGuest } from './guest-signup.ts';
import { prepareManageMail, sendManageMail, type ManageMail } from './manage-mail.ts';
import { newsletterMessage } from './messages.ts';
import { settingsOf } from './settings.ts';
import {
  applyChoice,
  changeByKey,
  findOrCreateSubscription,
  lockAddress,
  memberSubscription,
  parseSportList,
  subscriptionByKey,
  unknownChoice,
  type SubscribeChoice,
  type SubscriptionRow,
} from './subscriptions.ts';

/*
 * POST newsletter-subscribe, its three body variants (spec 02 section 7; contracts/newsletter.ts):
 * (a) a guest's address from the footer (guest-signup.ts: double opt-in), (b) the manage page's
 * hashed link, (c) a signed-in member.
 */

type SubscribeBody = ParsedBodyOf<typeof newsletterSubscribe>;
type GuestBody = Extract<SubscribeBody, { email: string }>;
type LinkBody = Extract<SubscribeBody, { hashedEmail: string }>;
type MemberBody = Exclude<SubscribeBody, GuestBody | LinkBody>;

/** Variant (a): the only one without a session or a link, so the only one the rate limit counts. */
export function isGuestSubscribe(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string';
}

/** A store the request names by id; 400 for an id no store has. */
export function namedStore(request: FastifyRequest, storeId: number): StoreConfig {
  const store = request.server.summit.stores.byId(storeId);
  if (!store) throw new HttpError(400, newsletterMessage('unknownStore', requestStore(request).locale));
  return store;
}

/** 403 for a link that matches no subscription: the same answer for an unknown address and a wrong token. */
export function invalidLink(store: StoreConfig): HttpError {
  return new HttpError(403, newsletterMessage('invalidLink', store.locale));
}

export async function subscribe(request: FastifyRequest, reply: FastifyReply, body: SubscribeBody): Promise<NewsletterSubscribeReply> {
  const store = namedStore(request, body.store_id);
  if (body.email !== undefined) return signUpGuest(request, store, body.email, body.referrer);
  if (body.hashedEmail !== undefined) return subscribeByLink(request, store, body);
  return subscribeMember(request, reply, store, body);
}

function choiceOf(body: LinkBody | MemberBody): SubscribeChoice {
  if (body.subscribe === 0) return { subscribe: 0, referrer: body.referrer };
  const gender = 'gender' in body ? body.gender : undefined;
  return { subscribe: 1, sportIds: parseSportList(body.sports), frequencyId: body.frequency, gender, referrer: body.referrer };
}

/** Sports or a frequency the store does not offer: the errors list, and nothing changed. */
async function refusedChoice(db: Db, store: StoreConfig, choice: SubscribeChoice): Promise<string[]> {
  if (choice.subscribe === 0) return [];
  const unknown = await unknownChoice(db, choice.sportIds, choice.frequencyId);
  return unknown ? [newsletterMessage(unknown, store.locale)] : [];
}

async function stateReply(db: Db, row: SubscriptionRow | null, email: string, errors: string[]): Promise<NewsletterSubscribeReply> {
  const settings = await settingsOf(db, row, { email, customerId: row?.customer_id ?? null });
  return { errors, subscribed: settings.subscribed, subscription: settings.subscription, sport_preference: settings.sport_preference };
}

/** (b) The manage or unsubscribe page: the link is the credential; a wrong one changes nothing (403). */
async function subscribeByLink(request: FastifyRequest, store: StoreConfig, body: LinkBody): Promise<NewsletterSubscribeReply> {
  const { db } = request.server.summit;
  const found = await subscriptionByKey(db, store.storeId, body);
  if (!found) throw invalidLink(store);
  const choice = choiceOf(body);
  const errors = await refusedChoice(db, store, choice);
  if (errors.length) return stateReply(db, found, found.email, errors);
  const row = await changeByKey(db, store.storeId, body, (tx, current) => applyChoice(tx, current.id, choice));
  if (!row) throw invalidLink(store);
  return stateReply(db, row, row.email, []);
}

/**
 * (c) A member from the account. Subscribing makes the subscription if there is none, and mails
 * the manage link when the member was not subscribed; `newsletter_action_taken` goes to the
 * member's account (the double opt-in popup reads it from the session).
 */
async function subscribeMember(request: FastifyRequest, reply: FastifyReply, store: StoreConfig, body: MemberBody): Promise<NewsletterSubscribeReply> {
  const { db } = request.server.summit;
  const { customerId } = await requireMember(request, reply);
  const [member] = await db.query<{ id: number; email: string }>('SELECT id, email FROM customers WHERE id = $1', [customerId]);
  if (!member) throw new HttpError(401, message('signInRequired', store.locale));
  const choice = choiceOf(body);
  const errors = await refusedChoice(db, store, choice);
  if (errors.length) return stateReply(db, await memberSubscription(db, store.storeId, member), member.email, errors);

  let mail: ManageMail | null = null;
  const row = await db.transaction(async (tx) => {
    await lockAddress(tx, store.storeId, member.email);
    const existing = await memberSubscription(tx, store.storeId, member);
    if (!existing && choice.subscribe === 0) return null;
    const { row: subscription, created } = existing
      ? { row: existing, created: false }
      : await findOrCreateSubscription(tx, { storeId: store.storeId, email: member.email, customerId: member.id, referrer: choice.referrer ?? null });
    const newlySubscribed = choice.subscribe === 1 && (created || !subscription.subscribed);
    await applyChoice(tx, subscription.id, choice);
    await tx.query('UPDATE newsletter_subscriptions SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL', [subscription.id, member.id]);
    if (newlySubscribed) mail = await prepareManageMail(tx, subscription);
    return (await memberSubscription(tx, store.storeId, member))!;
  });
  if (body.newsletter_action_taken !== undefined) {
    const [customer] = await db.query<{ is_confirmed: boolean }>('UPDATE customers SET newsletter_action_taken = $2 WHERE id = $1 RETURNING is_confirmed', [
      member.id,
      body.newsletter_action_taken,
    ]);
    // Double opt-in: the popup this action brings says a confirmation mail went out, so one does.
    if (body.newsletter_action_taken === 1 && customer && !customer.is_confirmed) await mailConfirmationLink(db, request, store, member, null);
  }
  if (mail) sendManageMail(request, store, mail);
  return stateReply(db, row, member.email, []);
}
