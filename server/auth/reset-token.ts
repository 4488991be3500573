import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** One mail a minute per account: a flood of requests cannot void each link as soon as it is sent. */
export const RESET_RESEND_SECONDS = 60;

/**
 * The work of forgot-password for one customer (or for no one: `customerId` -1), the same
 * statements either way so that its timing tells no one which emails have accounts. Returns the
 * new token, or null when the account got one less than a minute ago (no new mail then).
 */
async function issueResetToken(db: Db, customerId: number): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Parallel requests for one account queue here, so the minute is counted once.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`password-reset:${customerId}`]);
    const [recent] = await tx.query(
      `SELECT 1 FROM password_resets WHERE customer_id = $1 AND used_at IS NULL
          AND expires_at > now() + make_interval(mins => $2) - make_interval(secs => $3)`,
      [customerId, RESET_TOKEN_TTL_MINUTES, RESET_RESEND_SECONDS],
    );
    if (recent || customerId < 0) {
      // Two statements like the two below.
      await tx.query('SELECT 1 FROM password_resets WHERE customer_id = $1 FOR UPDATE', [customerId]);
      await tx.query('SELECT 1 FROM password_resets WHERE token_hash = $1', [digest(token)]);
      return null;
    }
    await tx.query('DELETE FROM password_resets WHERE customer_id = $1', [customerId]);
    await tx.query(`INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
      digest(token),
      customerId,
      RESET_TOKEN_TTL_MINUTES,
    ]);
    return token;
  });
}

/** A new single-use token for a customer (earlier unused ones stop working), or null within a minute of the last. */
export function createResetToken(db: Db, customerId: number): Promise<string | null> {
  return issueResetToken(db, customerId);
}

/** What `createResetToken` does, for an email without an account. */
export async function decoyResetToken(db: Db): Promise<void> {
  await issueResetToken(db, -1);
}

/** Marks the token used and returns true when it is the customer's, unused and not expired. */
export async function consumeResetToken(db: Db, customerId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND customer_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING 1`,
    [digest(token), customerId],
  );
  return rows.length === 1;
}

/** True when the token is the customer's, unused and not expired; marks nothing. */
export async function resetTokenUsable(db: Db, customerId: number, token: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND customer_id = $2 AND used_at IS NULL AND expires_at > now()', [
    digest(token),
    customerId,
  ]);
  return rows.length === 1;
}
