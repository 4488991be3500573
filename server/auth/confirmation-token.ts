import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** How long a mailed confirmation link works. */
export const CONFIRMATION_TTL_HOURS = 48;

/** One mail a minute per member: a flood of requests can neither fill the mailbox nor void each link as it is sent. */
export const CONFIRMATION_RESEND_SECONDS = 60;

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new confirmation key for the member's address as it is now (the links mailed before stop
 * working), or null when one was issued less than a minute ago. Only its digest is stored.
 */
export async function issueConfirmationKey(db: Db, customerId: number, email: string, referrer: string | null): Promise<string | null> {
  const key = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Parallel requests of one member queue here, so the minute is counted once.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email-confirmation:${customerId}`]);
    const [recent] = await tx.query('SELECT 1 FROM email_confirmations WHERE customer_id = $1 AND created_at > now() - make_interval(secs => $2)', [
      customerId,
      CONFIRMATION_RESEND_SECONDS,
    ]);
    if (recent) return null;
    await tx.query('DELETE FROM email_confirmations WHERE customer_id = $1', [customerId]);
    await tx.query(
      `INSERT INTO email_confirmations (token_hash, customer_id, email, referrer, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [digest(key), customerId, email, referrer, CONFIRMATION_TTL_HOURS],
    );
    return key;
  });
}

export type ConfirmationOutcome =
  | { status: 'confirmed'; referrer: string | null }
  /** The link worked before (a second click): nothing to do, and no reason to say it failed. */
  | { status: 'already-confirmed'; referrer: string | null }
  | { status: 'invalid' };

/**
 * Uses the key once: the member's address is confirmed when the key is theirs, unused, not
 * expired, and was mailed to the address the account still has.
 */
export async function confirmAddress(db: Db, customerId: number, key: string): Promise<ConfirmationOutcome> {
  const hash = digest(key);
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ email: string; referrer: string | null }>(
      `UPDATE email_confirmations SET used_at = now()
       WHERE token_hash = $1 AND customer_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING email, referrer`,
      [hash, customerId],
    );
    if (!link) {
      const [used] = await tx.query<{ referrer: string | null }>(
        `SELECT e.referrer FROM email_confirmations e JOIN customers c ON c.id = e.customer_id
         WHERE e.token_hash = $1 AND e.customer_id = $2 AND e.used_at IS NOT NULL AND c.is_confirmed`,
        [hash, customerId],
      );
      return used ? { status: 'already-confirmed', referrer: used.referrer } : { status: 'invalid' };
    }
    const confirmed = await tx.query('UPDATE customers SET is_confirmed = true, updated_at = now() WHERE id = $1 AND lower(email) = lower($2) RETURNING 1', [
      customerId,
      link.email,
    ]);
    // The address changed since the mail: the link is spent and confirms nothing.
    return confirmed.length ? { status: 'confirmed', referrer: link.referrer } : { status: 'invalid' };
  });
}
