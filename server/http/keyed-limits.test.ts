import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../test-support/test-support.ts';
import type { HttpError } from './errors.ts';
import { deleteEndedWindows, keyedLimiter, type KeyedCount } from './keyed-limits.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const limit = { max: 2, windowMs: 60_000 };
let limits = 0;
/** A count of a limit of this test's own, so that tests share no windows. */
const counter = () => {
  const name = `test ${++limits}`;
  return (key: string, max = limit.max): KeyedCount => ({ name, key, limit: { ...limit, max } });
};
const refusal = async (take: () => Promise<void>): Promise<HttpError | null> => {
  try {
    await take();
    return null;
  } catch (error) {
    return error as HttpError;
  }
};
/** Ends this limit's windows in the database, as the passing of time would. */
const endWindows = (name: string) => db.query("UPDATE rate_limit_windows SET ends_at = now() - interval '1 second' WHERE name = $1", [name]);

describe('keyedLimiter', () => {
  it('takes max per key in a window, then refuses with 429 saying when; other keys go on; a new window starts afresh', async () => {
    let clock = 0;
    const limiter = keyedLimiter(db, () => clock);
    const count = counter();
    await limiter.take([count('a')]);
    await limiter.take([count('a')]);
    const refused = await refusal(() => limiter.take([count('a')]));
    expect(refused?.status).toBe(429);
    expect(refused?.message).toMatch(/^Too many requests: please try again in (\d+ second\(s\)|1 minute\(s\))\.$/);
    expect(refused?.retryAfter).toBeGreaterThan(55);
    expect(refused?.retryAfter).toBeLessThanOrEqual(60);
    expect(await refusal(() => limiter.take([count('b')]))).toBeNull();
    clock = limit.windowMs;
    await endWindows(count('a').name);
    expect(await refusal(() => limiter.take([count('a')]))).toBeNull();
  });

  it('counts all keys of a request or none, so a refused request uses up nothing', async () => {
    const limiter = keyedLimiter(db);
    const count = counter();
    await limiter.take([count('sender')]);
    await limiter.take([count('sender')]);
    expect((await refusal(() => limiter.take([count('sender'), count('store')])))?.status).toBe(429);
    await limiter.take([count('store')]);
    await limiter.take([count('store')]);
    expect((await refusal(() => limiter.take([count('store')])))?.status).toBe(429);
  });

  it('holds under parallel takes, and two limiters on one database (two servers) share the count', async () => {
    const count = counter();
    const limiters = [keyedLimiter(db), keyedLimiter(db)];
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.tryTake([count('parallel', 5)])));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('answers a window it found full from memory until it ends, asking the database nothing', async () => {
    const limiter = keyedLimiter(db);
    const count = counter();
    await limiter.take([count('flood', 1)]);
    expect((await limiter.tryTake([count('flood', 1)])).allowed).toBe(false);
    const query = vi.spyOn(db, 'query');
    try {
      for (let i = 0; i < 10; i++) expect((await limiter.tryTake([count('flood', 1)])).allowed).toBe(false);
      expect((await limiter.hit(count('flood', 1))).hits).toBe(2);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('counts every hit for @fastify/rate-limit, which refuses past max itself', async () => {
    const limiter = keyedLimiter(db);
    const count = counter();
    expect((await limiter.hit(count('route'))).hits).toBe(1);
    expect((await limiter.hit(count('route'))).hits).toBe(2);
    const over = await limiter.hit(count('route'));
    expect(over.hits).toBe(3);
    expect(over.msLeft).toBeGreaterThan(0);
    expect(over.msLeft).toBeLessThanOrEqual(limit.windowMs);
  });

  it('leaves ended windows to the housekeeping, which deletes them and keeps the others', async () => {
    const limiter = keyedLimiter(db);
    const ended = counter();
    const current = counter();
    await limiter.take([ended('x')]);
    await limiter.take([current('x')]);
    await endWindows(ended('x').name);
    expect(await deleteEndedWindows(db)).toBeGreaterThanOrEqual(1);
    const names = (await db.query<{ name: string }>('SELECT name FROM rate_limit_windows')).map((row) => row.name);
    expect(names).toContain(current('x').name);
    expect(names).not.toContain(ended('x').name);
  });
});
