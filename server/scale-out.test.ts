import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_POLICY } from './auth/brute-force.ts';
import { DEMO_MEMBER } from './db/seed-data/member.ts';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process.ts';
import { createTestDatabase, ROOT, TEST_DATABASE_URL, TEST_NEW_SESSIONS_PER_ADDRESS } from './test-support/test-support.ts';
import { CLIENT_HEADER } from '../contracts/headers.ts';

/*
 * Several server processes on one PostgreSQL behind a load balancer: what one process
 * acknowledges, the others see. Runs where the server tests run on PostgreSQL (CI does).
 */

// Every visitor here is 127.0.0.1, and the sessions it starts count across both (the limits live in the database).
const startInstance = (port: number, databaseUrl: string) =>
  startServerProcess(ROOT, {
    port,
    env: { DATABASE_URL: databaseUrl, SERVE_STOREFRONT: '0', NEW_SESSIONS_PER_ADDRESS: String(TEST_NEW_SESSIONS_PER_ADDRESS) },
  });

/** A browser: one cookie, sent to whichever instance the balancer picks. */
class Visitor {
  cookie = '';
  async call(instance: ServerProcess, method: 'GET' | 'POST', path: string, body?: unknown) {
    const reply = await fetch(instance.base + path, {
      method,
      headers: {
        [CLIENT_HEADER]: '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = reply.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return { status: reply.status, json: (await reply.json()) as Record<string, unknown> };
  }
}

describe.runIf(TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startInstance(4321, database.url), startInstance(4322, database.url)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => instance.close('SIGKILL')));
    await database?.drop();
  });

  it('shares sessions: a guest’s choice and a member’s login made on one are valid on the other', async () => {
    const guest = new Visitor();
    await guest.call(a, 'POST', '/api/cookie-preference-save', { accepted_functional: true, accepted_advertising: false });
    expect((await guest.call(b, 'GET', '/api/session')).json).toMatchObject({ accepts_cookie: true, first_visit: false });

    const member = new Visitor();
    expect((await member.call(a, 'POST', '/api/auth/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, storeId: 1 })).json).toMatchObject({
      success: true,
    });
    expect((await member.call(b, 'GET', '/api/session')).json).toMatchObject({ customer_id: DEMO_MEMBER.id });
    expect((await member.call(b, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await member.call(a, 'GET', '/api/session')).json).toMatchObject({ customer_id: null });
  });

  it('counts the login lock across both', async () => {
    const attacker = new Visitor();
    const email = 'scale-lock@summit.test';
    const password = 'Scale-out-2026';
    await new Visitor().call(a, 'POST', '/api/auth/signup', { email, password, storeId: 1, data: { firstname: 'Sc', lastname: 'Ale' } });
    for (let i = 0; i < LOCK_POLICY.maxPerAccount; i++) {
      const reply = await attacker.call(i % 2 ? a : b, 'POST', '/api/auth/login', { email, password: `wrong-${i}`, storeId: 1 });
      expect(reply.json).toMatchObject({ success: false });
    }
    for (const instance of [a, b]) {
      expect((await attacker.call(instance, 'POST', '/api/auth/login', { email, password, storeId: 1 })).status).toBe(429);
    }
  });

  it('keeps to the stock when 50 parallel adds into a new basket are split across both', async () => {
    const shopper = new Visitor();
    const signup = await shopper.call(b, 'POST', '/api/auth/signup', {
      email: 'scale-basket@summit.test',
      password: 'Scale-basket-2026',
      storeId: 1,
      data: { firstname: 'Sc', lastname: 'Ale' },
    });
    expect(signup.json).toMatchObject({ success: true });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shopper.call(i % 2 ? a : b, 'POST', '/api/basket-add', { productID: 1003, quantity: 1 })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(12); // the stock of product 1003
    const basket = (await shopper.call(a, 'GET', '/api/basket-data')).json as { productsList: { productId: number; qty: number }[] };
    expect(basket.productsList.find((item) => item.productId === 1003)?.qty).toBe(12);
  });

  it('loses nothing it acknowledged when every process is killed', async () => {
    const visitors = Array.from({ length: 30 }, () => new Visitor());
    const acknowledged = await Promise.all(
      visitors.map((visitor, i) =>
        visitor.call(i % 2 ? a : b, 'POST', '/api/cookie-preference-save', { accepted_functional: true, accepted_advertising: true }),
      ),
    );
    expect(acknowledged.every((reply) => reply.status === 200)).toBe(true);
    await Promise.all([a.close('SIGKILL'), b.close('SIGKILL')]);
    a = await startInstance(4321, database.url);
    for (const visitor of visitors) {
      expect((await visitor.call(a, 'GET', '/api/session')).json).toMatchObject({ accepts_cookie: true, first_visit: false });
    }
  });
});
