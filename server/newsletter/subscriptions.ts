import type { NewsletterKey } from '../../contracts/newsletter.ts';
import type { Db } from '../db/db.ts';
import { DEFAULT_FREQUENCY_CODE } from '../db/seed-data/newsletter.ts';
import { hashEmail, normaliseEmail, tokenMatches } from './newsletter-key.ts';

/*
 * The newsletter_subscriptions table: one row per store and address, linked to the member of
 * that address when there is one. Writes to one address run under its advisory lock
 * (lockAddress), inside the caller's transaction.
 */

export interface SubscriptionRow {
  id: number;
  store_id: number;
  email: string;
  email_hash: string;
  token_hash: string | null;
  customer_id: number | null;
  subscribed: boolean;
  frequency_id: number | null;
  gender: number | null;
  special_offers: boolean;
  resubscription_award_applied: boolean;
  /** When the address last left the newsletter; null when it never did. */
  unsubscribed_at: Date | null;
}

const COLUMNS =
  'id, store_id, email, email_hash, token_hash, customer_id, subscribed, frequency_id, gender, special_offers, resubscription_award_applied, unsubscribed_at';

/** Serialises the writes to one address of a store (parallel sign-ups, resubscribe awards). */
export async function lockAddress(tx: Db, storeId: number, email: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter:${storeId}:${normaliseEmail(email)}`]);
}

/**
 * The subscription a link names, or null when the pair matches none (wrong, outdated, revoked or
 * tampered). The token is compared even when the address is unknown, so the time tells nothing.
 */
export async function subscriptionByKey(db: Db, storeId: number, key: NewsletterKey): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE store_id = $1 AND email_hash = $2`, [
    storeId,
    key.hashedEmail,
  ]);
  const matches = tokenMatches(key.hashedToken, row?.token_hash ?? null);
  return matches && row ? row : null;
}

export async function subscriptionById(db: Db, subscriptionId: number): Promise<SubscriptionRow> {
  const [row] = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE id = $1`, [subscriptionId]);
  return row!;
}

/**
 * Runs a change for the subscription a link names, under its address's lock, the link checked
 * again under the lock (a link voided meanwhile changes nothing). Null when the link matches none.
 */
export async function changeByKey(
  db: Db,
  storeId: number,
  key: NewsletterKey,
  change: (tx: Db, row: SubscriptionRow) => Promise<void>,
): Promise<SubscriptionRow | null> {
  const found = await subscriptionByKey(db, storeId, key);
  if (!found) return null;
  return db.transaction(async (tx) => {
    await lockAddress(tx, storeId, found.email);
    const current = await subscriptionByKey(tx, storeId, key);
    if (!current) return null;
    await change(tx, current);
    return subscriptionById(tx, current.id);
  });
}

export interface MemberIdentity {
  id: number;
  email: string;
}

/** A member's subscription in a store: the one linked to them, else the one of their address. */
export async function memberSubscription(db: Db, storeId: number, member: MemberIdentity): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM newsletter_subscriptions
     WHERE store_id = $1 AND (customer_id = $2 OR (customer_id IS NULL AND email = $3))
     ORDER BY customer_id NULLS LAST LIMIT 1`,
    [storeId, member.id, normaliseEmail(member.email)],
  );
  return row ?? null;
}

export interface NewSubscription {
  storeId: number;
  email: string;
  customerId: number | null;
  referrer: string | null;
}

/** The subscription of a (normalised) address in a store, or null. */
export async function subscriptionOfAddress(db: Db, storeId: number, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE store_id = $1 AND email = $2`, [storeId, email]);
  return row ?? null;
}

/**
 * The subscription of an address, made (subscribed, the default frequency, no sport) when there
 * is none; the caller holds the address's lock. An existing one is returned as it is.
 */
export async function findOrCreateSubscription(tx: Db, input: NewSubscription): Promise<{ row: SubscriptionRow; created: boolean }> {
  const email = normaliseEmail(input.email);
  const [existing] = await tx.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE store_id = $1 AND email = $2`, [
    input.storeId,
    email,
  ]);
  if (existing) return { row: existing, created: false };
  const [row] = await tx.query<SubscriptionRow>(
    `INSERT INTO newsletter_subscriptions (store_id, email, email_hash, customer_id, subscribed, frequency_id, referrer, subscribed_at)
     VALUES ($1, $2, $3, $4, true, (SELECT id FROM newsletter_frequencies WHERE code = $5), $6, now())
     RETURNING ${COLUMNS}`,
    [input.storeId, email, await hashEmail(tx, email), input.customerId, DEFAULT_FREQUENCY_CODE, input.referrer],
  );
  return { row: row!, created: true };
}

/** Voids every link mailed for a subscription (a leaked link, say); the next manage mail makes a new one. */
export async function revokeManageLinks(db: Db, subscriptionId: number): Promise<void> {
  await db.query('UPDATE newsletter_subscriptions SET token_hash = NULL, updated_at = now() WHERE id = $1', [subscriptionId]);
}

/** Links a subscription to the member of its address (a guest sign-up of a member's address). */
export async function linkCustomer(db: Db, subscriptionId: number, email: string): Promise<void> {
  await db.query(
    `UPDATE newsletter_subscriptions s SET customer_id = c.id FROM customers c
     WHERE s.id = $1 AND s.customer_id IS NULL AND lower(c.email) = $2`,
    [subscriptionId, normaliseEmail(email)],
  );
}

/** What a subscribe call sets: subscribing sets the sports and frequency too, unsubscribing only the flag. */
export type SubscribeChoice =
  { subscribe: 0; referrer?: string } | { subscribe: 1; sportIds: number[]; frequencyId: number; gender?: number | null; referrer?: string };

export async function applyChoice(db: Db, subscriptionId: number, choice: SubscribeChoice): Promise<void> {
  await setSubscribed(db, subscriptionId, choice.subscribe === 1, choice.referrer);
  if (choice.subscribe === 0) return;
  await db.query('UPDATE newsletter_subscriptions SET frequency_id = $2, gender = CASE WHEN $3 THEN $4::smallint ELSE gender END WHERE id = $1', [
    subscriptionId,
    choice.frequencyId,
    choice.gender !== undefined,
    choice.gender ?? null,
  ]);
  await setSports(db, subscriptionId, choice.sportIds);
}

/** Only the flag (and when it last changed, and from which page): sports and frequency stay for a later return. */
export async function setSubscribed(db: Db, subscriptionId: number, subscribed: boolean, referrer?: string): Promise<void> {
  await db.query(
    `UPDATE newsletter_subscriptions SET subscribed = $2, referrer = coalesce($3, referrer), updated_at = now(),
       subscribed_at = CASE WHEN $2 AND NOT subscribed THEN now() ELSE subscribed_at END,
       unsubscribed_at = CASE WHEN subscribed AND NOT $2 THEN now() ELSE unsubscribed_at END
     WHERE id = $1`,
    [subscriptionId, subscribed, referrer ?? null],
  );
}

async function setSports(db: Db, subscriptionId: number, sportIds: number[]): Promise<void> {
  await db.query('DELETE FROM newsletter_subscription_sports WHERE subscription_id = $1', [subscriptionId]);
  if (sportIds.length === 0) return;
  await db.query(
    `INSERT INTO newsletter_subscription_sports (subscription_id, sport_id)
     SELECT $1, value::integer FROM jsonb_array_elements_text($2::jsonb) ON CONFLICT DO NOTHING`,
    [subscriptionId, JSON.stringify(sportIds)],
  );
}

/** The sports chosen by a subscription. */
export async function chosenSports(db: Db, subscriptionId: number): Promise<number[]> {
  const rows = await db.query<{ sport_id: number }>('SELECT sport_id FROM newsletter_subscription_sports WHERE subscription_id = $1 ORDER BY sport_id', [
    subscriptionId,
  ]);
  return rows.map((row) => row.sport_id);
}

/** `"1,4,4"` → [1, 4]; an empty text is no sport. */
export function parseSportList(sports: string): number[] {
  return sports === '' ? [] : [...new Set(sports.split(',').map(Number))];
}

/** Which of the sent choices the store does not offer, if any (the reply's errors list names it). */
export async function unknownChoice(db: Db, sportIds: number[], frequencyId: number): Promise<'unknownSport' | 'unknownFrequency' | null> {
  const [row] = await db.query<{ sports: number; frequency: number }>(
    // bigint: the list's ids may be up to ten digits, beyond an integer column's range.
    `SELECT (SELECT count(*) FROM newsletter_sports WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text($1::jsonb))) AS sports,
            (SELECT count(*) FROM newsletter_frequencies WHERE id = $2) AS frequency`,
    [JSON.stringify(sportIds), frequencyId],
  );
  if (row!.sports !== sportIds.length) return 'unknownSport';
  if (row!.frequency !== 1) return 'unknownFrequency';
  return null;
}
