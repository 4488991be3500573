import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoOutbox } from './demo-mail.ts';
import type { Db } from '../db/db.ts';
import { optionsFromEnv } from '../start.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

/* Attacks on the members' endpoints that once worked; each test reproduces one. */

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: 'loopback' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const lastLinkTo = (email: string) => new URL(demoOutbox.filter((m) => m.to === email).at(-1)!.link);
/** An account gets one reset mail a minute: the links sent so far are made a minute older. */
const aMinuteLater = () => t.db.query("UPDATE password_resets SET expires_at = expires_at - interval '2 minutes'");

describe('reset-link poisoning', () => {
  it('builds the reset link from the store’s own origin, whatever Host the request names', async () => {
    const c = memberClient(t.app);
    await c.call('POST', '/api/auth/forgot-password', { email: 'demo@summit.test' }, { host: 'evil.example' });
    expect(lastLinkTo('demo@summit.test').origin).toBe('http://localhost:3000');

    await aMinuteLater();
    await c.call('POST', '/api/auth/forgot-password', { email: 'demo@summit.test' }, { host: 'fr.localhost:3000' });
    expect(lastLinkTo('demo@summit.test').origin).toBe('http://fr.localhost:3000');
  });

  it('ignores X-Forwarded-Host behind a trusted proxy too', async () => {
    const c = memberClient(proxied.app);
    await c.call('POST', '/api/auth/forgot-password', { email: 'demo@summit.test' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(lastLinkTo('demo@summit.test').origin).toBe('http://localhost:3000');
  });
});

describe('account enumeration', () => {
  it('forgot-password does the same database work for an unknown email as for a known one', async () => {
    const c = memberClient(t.app, '198.51.100.90');
    await c.call('GET', '/api/session');
    const queries = async (email: string) => {
      let n = 0;
      const transaction = t.db.transaction.bind(t.db);
      const spies = [
        vi.spyOn(t.db, 'query').mockName('query'),
        // Statements inside a transaction count too.
        vi
          .spyOn(t.db, 'transaction')
          .mockImplementation((fn) => transaction((tx) => fn({ ...tx, query: (sql, params) => (n++, tx.query(sql, params)) } as Db))),
      ];
      await c.call('POST', '/api/auth/forgot-password', { email });
      n += spies[0]!.mock.calls.length;
      spies.forEach((spy) => spy.mockRestore());
      return n;
    };
    expect(await queries('nobody-here@summit.test')).toBe(await queries('demo@summit.test'));
  });
});

describe('login lock', () => {
  async function signUp(app: TestApp['app'], email: string) {
    const c = memberClient(app, '198.51.100.200');
    const reply = await c.call('POST', '/api/auth/signup', { email, password: 'Right-pass-2026', storeId: 1, data: { firstname: 'Lo', lastname: 'Ck' } });
    expect(reply.json()).toMatchObject({ success: true });
  }

  it('holds against parallel guesses: at most five wrong passwords are checked, then even the right one waits', async () => {
    await signUp(t.app, 'parallel@summit.test');
    const attacker = memberClient(t.app, '203.0.113.50');
    const replies = await Promise.all(Array.from({ length: 30 }, () => attacker.login('parallel@summit.test', 'Wrong-pass-1')));
    const checked = replies.filter((r) => r.status === 200).length;
    expect(checked).toBe(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(25);
    expect((await attacker.login('parallel@summit.test', 'Right-pass-2026')).status).toBe(429);
  });

  it('a stranger who guesses from elsewhere does not lock the member out of their own address; a reset unlocks the account', async () => {
    await signUp(t.app, 'victim@summit.test');
    const stranger = memberClient(t.app, '203.0.113.60');
    for (let i = 0; i < 6; i += 1) await stranger.login('victim@summit.test', 'Wrong-pass-1');
    expect((await stranger.login('victim@summit.test', 'Right-pass-2026')).status).toBe(429);
    expect((await memberClient(t.app, '198.51.100.61').login('victim@summit.test', 'Right-pass-2026')).status).toBe(200);

    await memberClient(t.app, '198.51.100.61').call('POST', '/api/auth/forgot-password', { email: 'victim@summit.test' });
    const link = lastLinkTo('victim@summit.test');
    const reset = await memberClient(t.app, '198.51.100.61').call('POST', '/api/auth/reset-password', {
      customerId: Number(link.searchParams.get('id')),
      token: link.searchParams.get('token'),
      password: 'Renewed-pass-2026',
      confirmation: 'Renewed-pass-2026',
    });
    expect(reset.json()).toMatchObject({ success: true });
    expect((await stranger.login('victim@summit.test', 'Renewed-pass-2026')).status).toBe(200);
  });
});

describe('client addresses behind a proxy', () => {
  it('trusts only the hops it is told: a forged left-most X-Forwarded-For does not reset the per-address limits', async () => {
    const oneHop = await createTestApp({ trustProxy: optionsFromEnv({ TRUST_PROXY: '1' }).trustProxy });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const reply = await oneHop.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: '10.0.0.1',
          headers: { [CLIENT_HEADER]: '1', 'x-forwarded-for': `192.0.2.${i}, 198.51.100.77` },
          payload: { email: `proxy-${i}@summit.test`, password: 'Right-pass-2026', storeId: 1, data: { firstname: 'Pro', lastname: 'Xy' } },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await oneHop.close();
    }
  });
});

describe('a stolen session', () => {
  const details = (email: string) => ({
    store_id: 1,
    store_type: 'storeType7',
    email,
    firstname: 'Sto',
    lastname: 'Len',
    gender: null,
    country_id: 'GB',
    language: 'en',
    currency: 'GBP',
  });

  it('cannot change the email without the current password', async () => {
    const owner = memberClient(t.app, '198.51.100.80');
    await owner.call('POST', '/api/auth/signup', {
      email: 'stolen@summit.test',
      password: 'Owner-pass-2026',
      storeId: 1,
      data: { firstname: 'Sto', lastname: 'Len' },
    });
    const refused = await owner.call('POST', '/api/customer-details-update', details('thief@summit.test'));
    expect(refused.json()).toMatchObject({ success: false, message: 'Enter your current password to change your email address.' });
    const wrong = await owner.call('POST', '/api/customer-details-update', { ...details('thief@summit.test'), current_password: 'Guess-2026' });
    expect(wrong.json()).toMatchObject({ success: false });
    expect((await owner.call('GET', '/api/user-sync')).json()).toMatchObject({ email: 'stolen@summit.test' });
    const changed = await owner.call('POST', '/api/customer-details-update', { ...details('moved@summit.test'), current_password: 'Owner-pass-2026' });
    expect(changed.json()).toMatchObject({ success: true });
  });

  it('is signed out when the member changes the password elsewhere', async () => {
    const owner = memberClient(t.app, '198.51.100.81');
    await owner.call('POST', '/api/auth/signup', {
      email: 'twice@summit.test',
      password: 'Owner-pass-2026',
      storeId: 1,
      data: { firstname: 'Sto', lastname: 'Len' },
    });
    const thief = memberClient(t.app, '198.51.100.82');
    expect((await thief.login('twice@summit.test', 'Owner-pass-2026')).status).toBe(200);
    const changed = await owner.call('POST', '/api/customer-details-update', {
      ...details('twice@summit.test'),
      current_password: 'Owner-pass-2026',
      password: 'Fresh-pass-2027',
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await owner.call('GET', '/api/user-sync')).status).toBe(200);
    expect((await thief.call('GET', '/api/user-sync')).status).toBe(401);
  });
});
