import type { NewsletterAccount } from '../../contracts/newsletter.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { newsletterMessage } from './messages.ts';
import { resubscribeRewardPoints, settingsOf } from './settings.ts';
import { findOrCreateSubscription, lockAddress, memberSubscription } from './subscriptions.ts';

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

export interface ResubscribeResult {
  errors: string[];
  subscribed: boolean;
  resubscription_award_applied: boolean;
  awarded_points: number;
}

/**
 * POST newsletter-resubscribe: subscribes the member again and adds the store's points, once.
 * Under the address's lock, so two calls at once cannot both award. Already subscribed or
 * already awarded: an errors list and nothing changes.
 */
export async function resubscribeMember(db: Db, store: StoreConfig, customerId: number, referrer: string | undefined): Promise<ResubscribeResult> {
  const member = await loadMember(db, customerId);
  const points = resubscribeRewardPoints(store);
  return db.transaction(async (tx) => {
    await lockAddress(tx, store.storeId, member.email);
    const existing = await memberSubscription(tx, store.storeId, member);
    const state = { subscribed: existing?.subscribed ?? false, resubscription_award_applied: existing?.resubscription_award_applied ?? false };
    if (state.subscribed) return { errors: [newsletterMessage('alreadySubscribed', store.locale)], ...state, awarded_points: 0 };
    if (state.resubscription_award_applied) return { errors: [newsletterMessage('awardAlreadyApplied', store.locale)], ...state, awarded_points: 0 };
    const row =
      existing ?? (await findOrCreateSubscription(tx, { storeId: store.storeId, email: member.email, customerId: member.id, referrer: referrer ?? null })).row;
    await tx.query(
      `UPDATE newsletter_subscriptions SET subscribed = true, resubscription_award_applied = true, customer_id = $2,
         referrer = coalesce($3, referrer), subscribed_at = now(), updated_at = now()
       WHERE id = $1`,
      [row.id, member.id, referrer ?? null],
    );
    await tx.query('UPDATE customers SET reward_points = reward_points + $2, updated_at = now() WHERE id = $1', [member.id, points]);
    return { errors: [], subscribed: true, resubscription_award_applied: true, awarded_points: points };
  });
}
