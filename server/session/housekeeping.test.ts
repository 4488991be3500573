import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { DEVICE_DAYS } from '../auth/known-devices.ts';
import { openTestDb } from '../test-support/test-support.ts';
import { cleanUpSessionsAndBaskets, scheduleHousekeeping } from './housekeeping.ts';
import { newSessionId } from './session-store.ts';

const GUEST_DAYS = 7;

let db: Db;
let memberIds: number[];
beforeAll(async () => {
  db = await openTestDb();
  memberIds = (await db.query<{ id: number }>('SELECT id FROM customers ORDER BY id LIMIT 2')).map((row) => row.id);
});
afterAll(() => db.close());

/** A session last used `daysAgo` days ago, of a guest or of a member. */
async function session(daysAgo: number, customerId: number | null = null): Promise<string> {
  const id = newSessionId();
  await db.query(`INSERT INTO sessions (id, customer_id, store_id, updated_at) VALUES ($1, $2, 1, now() - make_interval(days => $3))`, [
    id,
    customerId,
    daysAgo,
  ]);
  return id;
}

/** A basket last changed `daysAgo` days ago, of a guest's session or of a member. */
async function basket(daysAgo: number, owner: { sessionId: string } | { customerId: number }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO baskets (session_id, customer_id, updated_at) VALUES ($1, $2, now() - make_interval(days => $3)) RETURNING id`,
    ['sessionId' in owner ? owner.sessionId : null, 'customerId' in owner ? owner.customerId : null, daysAgo],
  );
  return row!.id;
}

/** A line of a basket (a product that every test database has). */
async function line(basketId: number): Promise<void> {
  await db.query(`INSERT INTO basket_items (basket_id, product_id, qty) VALUES ($1, (SELECT min(id) FROM products), 1)`, [basketId]);
}

const linesOf = async (basketId: number) => (await db.query('SELECT 1 FROM basket_items WHERE basket_id = $1', [basketId])).length;
const sessionExists = async (id: string) => (await db.query('SELECT 1 FROM sessions WHERE id = $1', [id])).length === 1;
const basketExists = async (id: number) => (await db.query('SELECT 1 FROM baskets WHERE id = $1', [id])).length === 1;

describe('the clean-up of guest sessions and baskets', () => {
  it('deletes guests’ sessions, baskets and basket lines past their age and keeps members’ and recent ones', async () => {
    await db.query('DELETE FROM baskets WHERE customer_id = ANY($1::int[])', [memberIds]);
    const oldGuest = await session(GUEST_DAYS + 3);
    const oldGuestBasket = await basket(GUEST_DAYS + 3, { sessionId: oldGuest });
    await line(oldGuestBasket);
    const recentGuest = await session(1);
    const recentGuestBasket = await basket(1, { sessionId: recentGuest });
    await line(recentGuestBasket);
    // A basket whose session is gone (expired, or replaced at login and not merged) for more than a day.
    const orphanBasket = await basket(2, { sessionId: newSessionId() });
    await line(orphanBasket);
    const member = await session(GUEST_DAYS + 3, memberIds[0]!);
    const memberBasket = await basket(GUEST_DAYS + 20, { customerId: memberIds[0]! });
    const expiredMember = await session(40, memberIds[1]!);

    const result = await cleanUpSessionsAndBaskets(db, GUEST_DAYS);

    expect(await sessionExists(oldGuest)).toBe(false);
    expect(await basketExists(oldGuestBasket)).toBe(false);
    expect(await basketExists(orphanBasket)).toBe(false);
    expect(await linesOf(oldGuestBasket)).toBe(0);
    expect(await linesOf(orphanBasket)).toBe(0);
    expect(await linesOf(recentGuestBasket)).toBe(1);
    expect(await sessionExists(recentGuest)).toBe(true);
    expect(await basketExists(recentGuestBasket)).toBe(true);
    expect(await sessionExists(member)).toBe(true);
    expect(await basketExists(memberBasket)).toBe(true);
    // Past the session cookie's life, a member's session goes too (their basket stays with the account).
    expect(await sessionExists(expiredMember)).toBe(false);
    expect(result.guestSessions).toBeGreaterThanOrEqual(1);
    expect(result.guestBaskets).toBeGreaterThanOrEqual(2);
    expect(result.expiredSessions).toBeGreaterThanOrEqual(1);
  });

  it('deletes the rate limits’ ended windows and the known devices past their cookie’s life, and keeps the others', async () => {
    await db.query(
      `INSERT INTO rate_limit_windows (name, key, hits, ends_at) VALUES
         ('housekeeping', 'ended', 3, now() - interval '1 second'), ('housekeeping', 'current', 3, now() + interval '1 minute')`,
    );
    await db.query(
      `INSERT INTO known_devices (digest, customer_id, last_used_at) VALUES
         ('old-device', $1, now() - make_interval(days => $2)), ('recent-device', $1, now() - interval '1 day')`,
      [memberIds[0], DEVICE_DAYS + 1],
    );
    const result = await cleanUpSessionsAndBaskets(db, GUEST_DAYS);
    expect((await db.query<{ key: string }>(`SELECT key FROM rate_limit_windows WHERE name = 'housekeeping'`)).map((row) => row.key)).toEqual(['current']);
    expect((await db.query<{ digest: string }>('SELECT digest FROM known_devices WHERE customer_id = $1', [memberIds[0]])).map((row) => row.digest)).toEqual([
      'recent-device',
    ]);
    expect(result.endedLimitWindows).toBeGreaterThanOrEqual(1);
    expect(result.forgottenDevices).toBeGreaterThanOrEqual(1);
  });

  it('runs once on start, then on its timer until stopped', async () => {
    const oldGuest = await session(GUEST_DAYS + 1);
    const housekeeping = scheduleHousekeeping(db, { guestDays: GUEST_DAYS, everyMs: 60 * 60 * 1000 });
    try {
      await housekeeping.done;
      expect(await sessionExists(oldGuest)).toBe(false);
    } finally {
      housekeeping.stop();
    }
  });
});
