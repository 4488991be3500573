import type { NewsletterAccount } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { newsletterMessage, type NewsletterMessageKey } from './messages.ts';
import { resubscribeRewardPoints, settingsOf } from './settings.ts';
import { lockAddress, memberSubscription, type SubscriptionRow } from './subscriptions.ts';

/* What the member-only newsletter endpoints read and write: the account's choices and the resubscribe award. */

interface MemberRow {
  id: number;
  email: string;
  restrict_email_personalisation: boolean;
  restrict_site_personalisation: boolean;
  subscribe_abandoned_basket: boolean;
}

async function loadMember(db: Db, customerId: number): Promise<MemberRow> {
  const [row] = await db.query<MemberRow>(
    'SELECT id, email, restrict_email_personalisation, restrict_site_personalisation, subscribe_abandoned_basket FROM customers WHERE id = $1',
    [customerId],
  );
  return row!;
}

/** GET newsletter-account: the member's subscription in the store and their account-wide choices. */
export async function memberNewsletterAccount(db: Db, store: StoreConfig, customerId: number): Promise<NewsletterAccount> {
  const member = await loadMember(db, customerId);
  const row = await memberSubscription(db, store.storeId, member);
  return {
    errors: [],
    ...(await settingsOf(db, row, { email: member.email, customerId })),
    resubscription_award_applied: await hadResubscribeAward(db, customerId),
    unsubscribed: hasUnsubscribed(row),
    newsletter: row?.subscribed ?? false,
    newsletter_special_offers: row?.special_offers ?? false,
    gender: row?.gender ?? null,
    restrict_email_personalisation: member.restrict_email_personalisation,
    restrict_site_personalisation: member.restrict_site_personalisation,
    subscribe_abandoned_basket: member.subscribe_abandoned_basket,
  };
}

export interface Personalisation {
  restrict_email_personalisation: boolean;
  restrict_site_personalisation: boolean;
}

export async function savePersonalisation(db: Db, customerId: number, choice: Personalisation): Promise<Personalisation> {
  const [row] = await db.query<Personalisation>(
    `UPDATE customers SET restrict_email_personalisation = $2, restrict_site_personalisation = $3, updated_at = now()
     WHERE id = $1 RETURNING restrict_email_personalisation, restrict_site_personalisation`,
    [customerId, choice.restrict_email_personalisation, choice.restrict_site_personalisation],
  );
  return row!;
}

export async function saveAbandonedBasketReminders(db: Db, customerId: number, subscribe: boolean): Promise<boolean> {
  const [row] = await db.query<{ subscribe_abandoned_basket: boolean }>(
    'UPDATE customers SET subscribe_abandoned_basket = $2, updated_at = now() WHERE id = $1 RETURNING subscribe_abandoned_basket',
    [customerId, subscribe],
  );
  return row!.subscribe_abandoned_basket;
}

/** Subscribed once and left since: the only members the resubscribe offer is for. */
const hasUnsubscribed = (row: SubscriptionRow | null): boolean => row !== null && !row.subscribed && row.unsubscribed_at !== null;

/** The award is once per member, whichever store's newsletter they came back to. */
async function hadResubscribeAward(db: Db, customerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM newsletter_subscriptions WHERE customer_id = $1 AND resubscription_award_applied LIMIT 1', [customerId]);
  return rows.length > 0;
}

export interface ResubscribeResult {
  errors: string[];
  subscribed: boolean;
  resubscription_award_applied: boolean;
  awarded_points: number;
}

/**
 * POST newsletter-resubscribe: subscribes a member who left the newsletter again and adds the
 * store's points, once per member. Under the member's lock, so two calls at once (in one store
 * or two) cannot both award. Already subscribed, never subscribed (nothing to come back to) or already awarded: an
 * errors list and nothing changes.
 */
export async function resubscribeMember(db: Db, store: StoreConfig, customerId: number, referrer: string | undefined): Promise<ResubscribeResult> {
  const member = await loadMember(db, customerId);
  const points = resubscribeRewardPoints(store);
  return db.transaction(async (tx) => {
    // The member's lock (the award is theirs in every store) before the address's, always in that order.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter-award:${member.id}`]);
    await lockAddress(tx, store.storeId, member.email);
    const existing = await memberSubscription(tx, store.storeId, member);
    const state = { subscribed: existing?.subscribed ?? false, resubscription_award_applied: await hadResubscribeAward(tx, member.id) };
    const refuse = (reason: NewsletterMessageKey) => ({ errors: [newsletterMessage(reason, store.locale)], ...state, awarded_points: 0 });
    if (state.subscribed) return refuse('alreadySubscribed');
    if (state.resubscription_award_applied) return refuse('awardAlreadyApplied');
    if (!existing || !hasUnsubscribed(existing)) return refuse('notUnsubscribed');
    await tx.query(
      `UPDATE newsletter_subscriptions SET subscribed = true, resubscription_award_applied = true, customer_id = $2,
         referrer = coalesce($3, referrer), subscribed_at = now(), updated_at = now()
       WHERE id = $1`,
      [existing.id, member.id, referrer ?? null],
    );
    await tx.query('UPDATE customers SET reward_points = reward_points + $2, updated_at = now() WHERE id = $1', [member.id, points]);
    return { errors: [], subscribed: true, resubscription_award_applied: true, awarded_points: points };
  });
}
