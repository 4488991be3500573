import type { Db } from '../db/db.ts';

/**
 * Brute-force lock: after this many failed logins within the window, an account (by email)
 * or a client address is refused with HTTP 429 until the window has passed.
 */
export const LOCK_POLICY = { windowMinutes: 15, maxPerAccount: 5, maxPerAddress: 20, maxSignupsPerAddress: 20 } as const;

export interface FailureCounts {
  account: number;
  address: number;
}

export function isLocked(counts: FailureCounts, policy: typeof LOCK_POLICY = LOCK_POLICY): boolean {
  return counts.account >= policy.maxPerAccount || counts.address >= policy.maxPerAddress;
}

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export async function countFailures(db: Db, email: string, ip: string): Promise<FailureCounts> {
  const rows = await db.query<{ key: string; n: number }>(
    `SELECT key, count(*)::int AS n FROM auth_failures
     WHERE key = ANY($1::text[]) AND failed_at > now() - make_interval(mins => $2) GROUP BY key`,
    [[accountKey(email), addressKey(ip)], LOCK_POLICY.windowMinutes],
  );
  const of = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return { account: of(accountKey(email)), address: of(addressKey(ip)) };
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.query('INSERT INTO auth_failures (key) VALUES ($1), ($2)', [accountKey(email), addressKey(ip)]);
  // Keep the table small: nothing older than the window matters.
  await db.query('DELETE FROM auth_failures WHERE failed_at <= now() - make_interval(mins => $1)', [LOCK_POLICY.windowMinutes]);
}

/** A successful login or password reset unlocks the account (not the address). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.query('DELETE FROM auth_failures WHERE key = $1', [accountKey(email)]);
}

const signupKey = (ip: string) => `signup:${ip}`;

/** Sign-ups from one address within the window (a join reply is 429 past the limit). */
export async function signupsFrom(db: Db, ip: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_failures WHERE key = $1 AND failed_at > now() - make_interval(mins => $2)', [
    signupKey(ip),
    LOCK_POLICY.windowMinutes,
  ]);
  return row?.n ?? 0;
}

export async function recordSignup(db: Db, ip: string): Promise<void> {
  await db.query('INSERT INTO auth_failures (key) VALUES ($1)', [signupKey(ip)]);
}
