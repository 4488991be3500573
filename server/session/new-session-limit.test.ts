import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { keyedLimiter } from '../http/keyed-limits.ts';
import { openTestDb } from '../test-support/test-support.ts';
import { addressKey, createNewSessionLimit } from './new-session-limit.ts';

const WINDOW = 15 * 60 * 1000;

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('the limit of new sessions per address', () => {
  it('admits `max` new sessions from one address in a window, then says when to try again', async () => {
    const limit = createNewSessionLimit(keyedLimiter(db), 3, WINDOW);
    for (let i = 0; i < 3; i += 1) expect(await limit.tryStart('198.51.100.7')).toEqual({ allowed: true });
    const refused = await limit.tryStart('198.51.100.7');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryMs).toBeGreaterThan(WINDOW - 60_000);
    expect(await limit.tryStart('198.51.100.8')).toEqual({ allowed: true });
  });

  it('counts an IPv6 client by its /64 (one line, many addresses) and an IPv4-mapped one as IPv4', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    const limit = createNewSessionLimit(keyedLimiter(db), 1, WINDOW);
    expect((await limit.tryStart('2001:db8:1:2::1')).allowed).toBe(true);
    expect((await limit.tryStart('2001:db8:1:2::2')).allowed).toBe(false);
  });
});
