import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for a customer; earlier unused tokens of that customer stop working. */
export async function createResetToken(db: Db, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM password_resets WHERE customer_id = $1', [customerId]);
  await db.query(`INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
    digest(token),
    customerId,
    RESET_TOKEN_TTL_MINUTES,
  ]);
  return token;
}

/**
 * The same work as `createResetToken` for an email that has no account (a token drawn, hashed
 * and looked up twice), so that forgot-password takes as long for unknown addresses as for known
 * ones and its timing tells no one which emails have accounts.
 */
export async function decoyResetToken(db: Db): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM password_resets WHERE customer_id = -1');
  await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1', [digest(token)]);
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
