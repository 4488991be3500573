import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { optionsFromEnv } from '../start.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { SESSION_COOKIE } from './session.ts';

const LIMIT = RATE_LIMITS.anonymousSessions.max;

let t: TestApp;
beforeAll(async () => {
  // The production limit (the other server tests raise it: every one of their visitors is 127.0.0.1).
  t = await createTestApp({ newSessionsPerAddress: LIMIT });
});
afterAll(() => t.close());

/** The probe's request: a basket add without a cookie, from `address` (or with the session cookie `sid`). */
const basketAdd = (address: string, sid?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/basket-add',
    remoteAddress: address,
    headers: { host: 'localhost', [CLIENT_HEADER]: '1', ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}) },
    payload: { productID: 1001, quantity: 1, options: { 101: 10102 } },
  });

const count = async (table: 'sessions' | 'baskets') => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe('anonymous session creation', () => {
  it('stops at the limit for one address with a 429 JSON error, storing nothing more', async () => {
    const before = { sessions: await count('sessions'), baskets: await count('baskets') };
    let firstSid = '';
    for (let i = 0; i < LIMIT; i += 1) {
      const reply = await basketAdd('198.51.100.7');
      expect(reply.statusCode, reply.body).toBe(200);
      firstSid ||= reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
    }
    expect(await count('sessions')).toBe(before.sessions + LIMIT);

    const refused = await basketAdd('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expectErrorBody(refused.json(), 429);
    expect(refused.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(await count('sessions')).toBe(before.sessions + LIMIT);
    expect(await count('baskets')).toBe(before.baskets + LIMIT);

    // A second address still starts its session; the first address's shopper with a cookie keeps shopping.
    expect((await basketAdd('198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await basketAdd('198.51.100.7', firstSid)).statusCode).toBe(200);
  });

  it('counts an unknown or forged cookie as no cookie', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < LIMIT; i += 1) expect((await basketAdd(address)).statusCode).toBe(200);
    expect((await basketAdd(address, 'a'.repeat(43))).statusCode).toBe(429);
  });

  it('limits a logout without a session, which would otherwise store one', async () => {
    const address = '203.0.113.60';
    for (let i = 0; i < LIMIT; i += 1) await basketAdd(address);
    const reply = await t.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: address, headers: { host: 'localhost', [CLIENT_HEADER]: '1' } });
    expect(reply.statusCode).toBe(429);
    expectErrorBody(reply.json(), 429);
  });

  it('is set for npm start by NEW_SESSIONS_PER_ADDRESS, a whole number of at least 1', () => {
    expect(optionsFromEnv({ NEW_SESSIONS_PER_ADDRESS: '100' }).newSessionsPerAddress).toBe(100);
    for (const value of ['0', '-3', '2.5', 'lots', ''])
      expect(optionsFromEnv({ NEW_SESSIONS_PER_ADDRESS: value }).newSessionsPerAddress, value).toBeUndefined();
  });
});
