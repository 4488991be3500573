import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';

/*
 * The two halves of a mailed newsletter link (contracts/newsletter.ts):
 * - hashedEmail names the subscription without showing the address: an HMAC-SHA256 of the
 *   normalised address under a server secret, so nobody can compute it for an address they know.
 * - hashedToken proves the holder got the mail: 32 random bytes, stored only as a SHA-256 digest
 *   and compared in constant time. Each mailed link has a new one, which voids the last
 *   (manage-mail.ts); revoking stores null so that no link works until the next mail
 *   (revokeManageLinks in subscriptions.ts).
 * The secret lives in the database (server_secrets), made on first use, so every instance on the
 * database computes the same hashedEmail; it is kept for good (stored email_hash values depend on
 * it). Links are revoked per subscription, by token.
 */

const SECRET_NAME = 'newsletter';
const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  // Two instances starting together: the first insert wins and both read it back.
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  return Buffer.from(row!.value, 'base64url');
}

function newsletterSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The address as stored and hashed: trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The hashedEmail of an address. */
export async function hashEmail(db: Db, email: string): Promise<string> {
  return createHmac('sha256', await newsletterSecret(db))
    .update(normaliseEmail(email))
    .digest('base64url');
}

/** A new hashedToken and the digest to store for it. */
export function newManageToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: tokenDigest(token) };
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Compared against when there is no subscription or no token, so that both answers take as long.
const NO_TOKEN = tokenDigest(randomBytes(32).toString('base64url'));

/**
 * Whether a hashedToken matches the stored digest, in constant time: both sides are SHA-256
 * digests of the same length, whatever was sent. A missing digest (revoked, unknown) never matches.
 */
export function tokenMatches(token: string, storedDigest: string | null): boolean {
  const given = Buffer.from(tokenDigest(token), 'hex');
  const stored = Buffer.from(storedDigest ?? NO_TOKEN, 'hex');
  return timingSafeEqual(given, stored) && storedDigest !== null;
}
