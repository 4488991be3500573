import type { Db } from '../db/db.ts';

/**
 * Brute-force lock: after this many failed logins within the window, an account from one client
 * address, or a client address for all accounts, is refused with HTTP 429 until the window has
 * passed. The account is counted per address so that a stranger who knows an email cannot lock
 * its member out from elsewhere; the reset mail unlocks it from every address.
 */
export const LOCK_POLICY = { windowMinutes: 15, maxPerAccount: 5, maxPerAddress: 20, maxSignupsPerAddress: 20 } as const;

export interface FailureCounts {
  account: number;
  address: number;
}

export function isLocked(counts: FailureCounts, policy: typeof LOCK_POLICY = LOCK_POLICY): boolean {
  return counts.account >= policy.maxPerAccount || counts.address >= policy.maxPerAddress;
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();
export const accountKey = (email: string, ip: string) => `email:${normalisedEmail(email)}|ip:${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** A login attempt counted before its password is checked; forgiven when the password was right. */
export interface Attempt {
  rowIds: number[];
}

/**
 * Counts the recent failures of this account from this address and of the address, and when
 * neither is at its limit records this attempt as a failure, all under one lock per address:
 * parallel requests cannot all read a count below the limit before any of them writes (the slow
 * password check comes after). Null when locked.
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<Attempt | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [addressKey(ip)]);
    await tx.query('DELETE FROM auth_failures WHERE failed_at <= now() - make_interval(mins => $1)', [LOCK_POLICY.windowMinutes]);
    const keys = [accountKey(email, ip), addressKey(ip)];
    const rows = await tx.query<{ key: string; n: number }>('SELECT key, count(*)::int AS n FROM auth_failures WHERE key = ANY($1::text[]) GROUP BY key', [
      keys,
    ]);
    const of = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
    if (isLocked({ account: of(keys[0]!), address: of(keys[1]!) })) return null;
    const inserted = await tx.query<{ id: number }>('INSERT INTO auth_failures (key) VALUES ($1), ($2) RETURNING id', keys);
    return { rowIds: inserted.map((r) => Number(r.id)) };
  });
}

/** The password was right: the attempt was no failure, and the account is unlocked from this address. */
export async function forgiveAttempt(db: Db, attempt: Attempt, email: string, ip: string): Promise<void> {
  await db.query('DELETE FROM auth_failures WHERE id = ANY($1::bigint[]) OR key = $2', [attempt.rowIds, accountKey(email, ip)]);
}

/** A password reset proves the owner: the account is unlocked from every address. */
export async function unlockAccount(db: Db, email: string): Promise<void> {
  await db.query(`DELETE FROM auth_failures WHERE split_part(key, '|', 1) = $1`, [`email:${normalisedEmail(email)}`]);
}
