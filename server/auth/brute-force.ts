import type { Db } from '../db/db.ts';

/**
 * Brute-force lock: after this many failed logins within the window, an account from one client
 * address, or a client address for all accounts, is refused with HTTP 429 until the window has
 * passed. The account is counted per address so that a stranger who knows an email cannot lock
 * its member out from elsewhere; the reset mail unlocks it from every address.
 */
export const LOCK_POLICY = { windowMinutes: 15, maxPerAccount: 5, maxPerAddress: 20, maxSignupsPerAddress: 20 } as const;

/**
 * The account-wide slowdown, against guesses at one account from many addresses (each within
 * its own lock): past `freeFailures` failed logins of the account within the lock window, from
 * wherever, a login of the account is only checked `delay` after the last failure, the delay
 * doubling with each failure up to `maxDelaySeconds`; earlier ones are refused with 429 and
 * Retry-After, unchecked, and count for nothing (so that they cannot push the time further out).
 * Guessing drops to one password in `maxDelaySeconds` for the whole world, and a slowdown is all
 * it can become, never a lock-out of the owner:
 * - the owner's own browser passes it by: a known device (known-devices.ts, the cookie of an
 *   earlier sign-in to this account), which strangers guessing from elsewhere cannot show;
 *   until that device has itself failed `LOCK_POLICY.maxPerAccount` times (a stolen cookie);
 * - from a new browser the owner waits at most `maxDelaySeconds`;
 * - the reset mail signs the owner in and lifts it (`unlockAccount`).
 * Counted in auth_failures like the lock, so it holds across servers.
 */
export const ACCOUNT_SLOWDOWN = { freeFailures: 10, firstDelaySeconds: 5, maxDelaySeconds: 30 } as const;

/** How long after its last failure an account with this many failures in the window is checked again. */
export function accountDelayMs(failures: number, policy: typeof ACCOUNT_SLOWDOWN = ACCOUNT_SLOWDOWN): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (failures - policy.freeFailures)) * 1000;
}

export interface FailureCounts {
  account: number;
  address: number;
}

export function isLocked(counts: FailureCounts, policy: typeof LOCK_POLICY = LOCK_POLICY): boolean {
  return counts.account >= policy.maxPerAccount || counts.address >= policy.maxPerAddress;
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();
const wholeAccountKey = (email: string) => `email:${normalisedEmail(email)}`;
export const accountKey = (email: string, ip: string) => `${wholeAccountKey(email)}|ip:${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;
const deviceKey = (email: string, device: string) => `${wholeAccountKey(email)}|device:${device}`;

/** A login attempt counted before its password is checked; forgiven when the password was right. */
export interface Attempt {
  rowIds: number[];
}

/** An attempt to check, or why not: the lock (15 minutes), or the account-wide slowdown (for `retryMs`). */
export type Reservation = { attempt: Attempt } | { refused: 'locked' } | { refused: 'slowed'; retryMs: number };

// Advisory lock classes (the two-key form): an account's, taken before its address's.
const ACCOUNT_LOCK = 1;
const ADDRESS_LOCK = 2;

/**
 * Counts the recent failures of this account (from this address, from everywhere, from this
 * device) and of the address, and when none refuses records this attempt as a failure, all under
 * a lock per account and one per address: parallel requests cannot all read a count below the
 * limit before any of them writes (the slow password check comes after). `knownDevice` is the
 * digest of the request's device when it is one the account's member signed in with.
 */
export async function reserveAttempt(db: Db, email: string, ip: string, knownDevice: string | null): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_LOCK, wholeAccountKey(email)]);
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, addressKey(ip)]);
    await tx.query('DELETE FROM auth_failures WHERE failed_at <= now() - make_interval(mins => $1)', [LOCK_POLICY.windowMinutes]);
    const keys = [accountKey(email, ip), addressKey(ip), wholeAccountKey(email), ...(knownDevice ? [deviceKey(email, knownDevice)] : [])];
    // The clock, not now(): now() is when this transaction began, which may be before a failure
    // recorded by another that took the lock first; the wait would then outlast the delay.
    const rows = await tx.query<{ key: string; n: number; since_ms: number }>(
      `SELECT key, count(*)::int AS n, extract(epoch FROM clock_timestamp() - max(failed_at))::float8 * 1000 AS since_ms
       FROM auth_failures WHERE key = ANY($1::text[]) GROUP BY key`,
      [keys],
    );
    const of = (key: string | undefined) => rows.find((r) => r.key === key);
    if (isLocked({ account: of(keys[0])?.n ?? 0, address: of(keys[1])?.n ?? 0 })) return { refused: 'locked' };
    const trusted = knownDevice !== null && (of(keys[3])?.n ?? 0) < LOCK_POLICY.maxPerAccount;
    const whole = of(keys[2]);
    const retryMs = whole ? accountDelayMs(whole.n) - Math.max(0, whole.since_ms) : 0;
    if (!trusted && retryMs > 0) return { refused: 'slowed', retryMs };
    const values = keys.map((_, i) => `($${i + 1}, clock_timestamp())`).join(', ');
    const inserted = await tx.query<{ id: number }>(`INSERT INTO auth_failures (key, failed_at) VALUES ${values} RETURNING id`, keys);
    return { attempt: { rowIds: inserted.map((r) => Number(r.id)) } };
  });
}

/**
 * The password was right: the attempt was no failure, and the account is unlocked from this
 * address and device. Others' failures at the account stay: the slowdown holds for them.
 */
export async function forgiveAttempt(db: Db, attempt: Attempt, email: string, ip: string, knownDevice: string | null): Promise<void> {
  const keys = [accountKey(email, ip), ...(knownDevice ? [deviceKey(email, knownDevice)] : [])];
  await db.query('DELETE FROM auth_failures WHERE id = ANY($1::bigint[]) OR key = ANY($2::text[])', [attempt.rowIds, keys]);
}

/** A password reset proves the owner: the account is unlocked from every address, and its slowdown lifted. */
export async function unlockAccount(db: Db, email: string): Promise<void> {
  await db.query(`DELETE FROM auth_failures WHERE split_part(key, '|', 1) = $1`, [wholeAccountKey(email)]);
}
