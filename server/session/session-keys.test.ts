import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { findBasket } from '../basket/basket-store.ts';
import type { Db } from '../db/db.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { createTestApp, openTestDb, type TestApp } from '../test-support/test-support.ts';
import { callsOf } from '../tracking/tracking-calls.ts';
import { loadSession, newSessionId } from './session-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookieOf = (reply: { cookies: { name: string; value: string }[] }) => reply.cookies.find((c) => c.name === 'summit_sid')?.value;

/** Every column of the rows that belong to sessions, as text, that contain `value`. */
async function rowsHolding(db: Db, value: string): Promise<string[]> {
  const rows = await db.query<{ row: string }>(
    `SELECT row(s.*)::text AS row FROM sessions s WHERE strpos(row(s.*)::text, $1) > 0
     UNION ALL SELECT row(b.*)::text FROM baskets b WHERE strpos(row(b.*)::text, $1) > 0
     UNION ALL SELECT row(c.*)::text FROM tracking_calls c WHERE strpos(row(c.*)::text, $1) > 0`,
    [value],
  );
  return rows.map((r) => r.row);
}

const sessionIds = async () => new Set((await t.db.query<{ id: string }>('SELECT id FROM sessions')).map((r) => r.id));

describe('what the database keeps of a session', () => {
  it('holds no copy of the cookie’s id in the session, its basket or its tracking, and the cookie still works', async () => {
    const add = await t.app.inject({ method: 'POST', url: '/api/basket-add', headers: { [CLIENT_HEADER]: '1' }, payload: { productID: 1018, quantity: 1 } });
    expect(add.statusCode, add.body).toBe(200);
    const sid = cookieOf(add)!;
    const cookie = `summit_sid=${sid}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/tracking-visitor', headers: { cookie } })).statusCode).toBe(200);

    expect(await rowsHolding(t.db, sid)).toEqual([]);
    const basket = await t.app.inject({ method: 'GET', url: '/api/basket-data', headers: { cookie } });
    expect(basket.json().productsQuantities).toEqual({ 1018: 1 });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ first_visit: false });
    // The id the page sees is the digest it was before sessions were kept by key: visitor ids live on.
    expect(session.json().id).toBe(createHash('sha256').update(sid).digest('base64url').slice(0, 22));
  });

  it('refuses a cookie that names a session as the database keeps it', async () => {
    const before = await sessionIds();
    const member = memberClient(t.app);
    expect((await member.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
    const stored = [...(await sessionIds())].filter((id) => !before.has(id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(member.sid);
    expect((await member.call('GET', '/api/session')).json()).toMatchObject({ customer_id: DEMO_MEMBER.id });

    const fromDump = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `summit_sid=${stored[0]}` } });
    expect(fromDump.json()).toMatchObject({ customer_id: null, first_visit: true });
  });
});

describe('the migration to session keys', () => {
  it('gives existing sessions, their baskets and tracking calls the key of their cookie, which keeps working', async () => {
    // The seeded database (no sessions of its own) as it was before the migration: its record taken back.
    const db = await openTestDb();
    try {
      const migration = readMigrations().find((m) => m.name === 'session_keys')!;
      expect(
        await db.query('SELECT 1 FROM sessions UNION ALL SELECT 1 FROM tracking_calls UNION ALL SELECT 1 FROM baskets WHERE session_id IS NOT NULL'),
      ).toEqual([]);
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [migration.version]);
      const sid = newSessionId();
      await db.query(`INSERT INTO sessions (id, store_id, data) VALUES ($1, 1, '{"isSignupEvent":true}')`, [sid]);
      const [basket] = await db.query<{ id: number }>('INSERT INTO baskets (session_id) VALUES ($1) RETURNING id', [sid]);
      await db.query(`INSERT INTO tracking_calls (session_id, store_id, endpoint, payload) VALUES ($1, 1, 'tracking-visitor', '{}')`, [sid]);

      expect(await migrate(db)).toEqual([migration.version]);

      expect(await rowsHolding(db, sid)).toEqual([]);
      const session = await loadSession(db, sid);
      expect(session).toMatchObject({ cookieId: sid, data: { isSignupEvent: true } });
      expect((await findBasket(db, { sessionId: session!.key, customerId: null }))?.id).toBe(basket!.id);
      expect(await callsOf(db, session!.key)).toEqual([{ endpoint: 'tracking-visitor', payload: {} }]);
    } finally {
      await db.close();
    }
  });
});
