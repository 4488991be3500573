import type * as nodeCrypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { openEmptyTestDb } from '../test-support/test-support.ts';
import { migrate } from '../db/migrate.ts';
import { hashEmail, newManageToken, normaliseEmail, tokenDigest, tokenMatches } from './newsletter-key.ts';

// Every call goes to the real function; the spy only records that the comparison is the constant-time one.
const timingSafeEqual = vi.hoisted(() => ({ calls: [] as [Buffer, Buffer][] }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  return {
    ...crypto,
    timingSafeEqual: (a: Buffer, b: Buffer) => {
      timingSafeEqual.calls.push([a, b]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

let db: Db;
beforeAll(async () => {
  db = await openEmptyTestDb();
  await migrate(db);
});
afterAll(() => db.close());

describe('hashedEmail', () => {
  it('is an HMAC of the normalised address under the server secret: stable, not a plain digest anyone can compute', async () => {
    const hashed = await hashEmail(db, ' Skier@Example.COM ');
    expect(hashed).toBe(await hashEmail(db, 'skier@example.com'));
    expect(hashed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashed).not.toBe(createHash('sha256').update('skier@example.com').digest('base64url'));
    expect(await hashEmail(db, 'other@example.com')).not.toBe(hashed);
    expect(normaliseEmail('  A@B.Co ')).toBe('a@b.co');
  });

  it('keeps one secret in the database, made once', async () => {
    await hashEmail(db, 'x@example.com');
    expect(await db.query("SELECT name FROM server_secrets WHERE name = 'newsletter'")).toHaveLength(1);
  });
});

describe('hashedToken', () => {
  it('is random, and only its SHA-256 digest is stored', () => {
    const first = newManageToken();
    const second = newManageToken();
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.digest).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(first.digest).not.toContain(first.token);
  });

  it('is compared in constant time on equal-length digests, also when there is nothing to compare with', () => {
    const { token, digest } = newManageToken();
    timingSafeEqual.calls.length = 0;
    expect(tokenMatches(token, digest)).toBe(true);
    expect(tokenMatches(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, digest)).toBe(false);
    expect(tokenMatches('short', digest)).toBe(false);
    // Revoked or unknown: compared against a stand-in, never a match.
    expect(tokenMatches(token, null)).toBe(false);
    expect(timingSafeEqual.calls).toHaveLength(4);
    for (const [a, b] of timingSafeEqual.calls) expect([a.length, b.length]).toEqual([32, 32]);
    expect(tokenDigest(token)).toBe(digest);
  });
});
