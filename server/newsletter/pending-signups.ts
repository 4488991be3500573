import type { Db } from '../db/db.ts';
import { newManageToken, normaliseEmail, tokenDigest } from './newsletter-key.ts';

/*
 * The newsletter_signups table: a guest's sign-up waiting for its mailed link (double opt-in).
 * It touches no subscription: the address's subscription, choices and manage link stay as they
 * are until the link is followed. One row per store and address; the key (random, 32 bytes) is
 * only in the mail, its SHA-256 digest in the row.
 */

/** How long a mailed confirmation link works. */
export const SIGNUP_LINK_TTL_HOURS = 48;

/** One confirmation mail a minute per address: a flood of sign-ups can neither fill the mailbox nor void each link as it is sent. */
export const SIGNUP_MAIL_RESEND_SECONDS = 60;

/** Expired sign-ups removed per new sign-up: a sweep whose cost stays the same however many there are. */
const SWEEP_BATCH = 100;

export interface PendingSignup {
  id: number;
  email: string;
  referrer: string | null;
  confirmed_at: Date | null;
}

/**
 * Removes expired sign-ups. Rows another transaction holds are skipped (left for the next sweep),
 * so that two sweeps never wait on each other.
 */
export async function sweepExpiredSignups(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM newsletter_signups WHERE id IN (
       SELECT id FROM newsletter_signups WHERE expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)`,
    [SWEEP_BATCH],
  );
}

/**
 * Records a sign-up of an address and returns the key to mail, or null when a link went out less
 * than a minute ago (that link stays valid, and no mail goes out). A later sign-up replaces the
 * key and the referrer. Call inside the address's lock (lockAddress).
 */
export async function issueSignupKey(tx: Db, storeId: number, email: string, referrer: string | null): Promise<string | null> {
  const { token, digest } = newManageToken();
  const [issued] = await tx.query(
    `INSERT INTO newsletter_signups (store_id, email, token_hash, referrer, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
     ON CONFLICT (store_id, email) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, referrer = EXCLUDED.referrer, mailed_at = now(), expires_at = EXCLUDED.expires_at, confirmed_at = NULL
       WHERE newsletter_signups.mailed_at <= now() - make_interval(secs => $6)
     RETURNING 1`,
    [storeId, normaliseEmail(email), digest, referrer, SIGNUP_LINK_TTL_HOURS, SIGNUP_MAIL_RESEND_SECONDS],
  );
  return issued ? token : null;
}

/** The unexpired sign-up a link's key names in a store, or null (forged, replaced, expired, another store's). */
export async function signupByKey(db: Db, storeId: number, key: string): Promise<PendingSignup | null> {
  const [row] = await db.query<PendingSignup>(
    'SELECT id, email, referrer, confirmed_at FROM newsletter_signups WHERE store_id = $1 AND token_hash = $2 AND expires_at > now()',
    [storeId, tokenDigest(key)],
  );
  return row ?? null;
}

export async function markSignupConfirmed(tx: Db, signupId: number): Promise<void> {
  await tx.query('UPDATE newsletter_signups SET confirmed_at = now() WHERE id = $1', [signupId]);
}
