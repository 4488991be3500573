import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocked, LOCK_POLICY } from './brute-force.ts';
import { demoOutbox } from './demo-mail.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('brute-force policy', () => {
  it('locks at the account or the address limit', () => {
    expect(isLocked({ account: LOCK_POLICY.maxPerAccount - 1, address: 0 })).toBe(false);
    expect(isLocked({ account: LOCK_POLICY.maxPerAccount, address: 0 })).toBe(true);
    expect(isLocked({ account: 0, address: LOCK_POLICY.maxPerAddress })).toBe(true);
  });
});

describe('login and logout', () => {
  it('rotates the session id at login and at logout', async () => {
    const c = memberClient(t.app);
    await c.call('GET', '/api/session');
    const guestSid = c.sid;
    const reply = await c.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, error_code: null });
    expect(c.sid).not.toBe(guestSid);
    expect((await c.call('GET', '/api/session')).json()).toMatchObject({ customer_id: DEMO_MEMBER.id });
    // The old id is worthless now.
    const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `summit_sid=${guestSid}` } });
    expect(old.json().customer_id).toBeNull();
    const memberSid = c.sid;
    expect((await c.call('POST', '/api/auth/logout')).json()).toMatchObject({ success: true });
    expect(c.sid).not.toBe(memberSid);
    expect((await c.call('GET', '/api/session')).json()).toMatchObject({ customer_id: null });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await memberClient(t.app, '198.51.100.1').login(DEMO_MEMBER.email, 'Nope-nope-1');
    const unknown = await memberClient(t.app, '198.51.100.1').login('nobody@summit.test', 'Nope-nope-1');
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, error_code: 'invalid_credentials' });
  });

  it('refuses state-changing calls without the client header (CSRF)', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(reply.statusCode).toBe(403);
  });
});

describe('brute-force lock', () => {
  it('locks an account with 429 after repeated failures from one address, even with the right password', async () => {
    const c = memberClient(t.app, '198.51.100.2');
    await c.call('POST', '/api/auth/signup', { email: 'lock@summit.test', password: 'Lock-me-2026', storeId: 1, data: { firstname: 'Lo', lastname: 'Ck' } });
    for (let i = 0; i < LOCK_POLICY.maxPerAccount; i++) {
      expect((await c.login('lock@summit.test', 'Wrong-pass-1', '198.51.100.30')).status).toBe(200);
    }
    expect((await c.login('lock@summit.test', 'Wrong-pass-1', '198.51.100.30')).status).toBe(429);
    expect((await c.login('lock@summit.test', 'Lock-me-2026', '198.51.100.30')).status).toBe(429);
  });

  it('answers 429 to sign-ups past the limit from one address', async () => {
    const c = memberClient(t.app, '192.0.2.50');
    for (let i = 0; i < LOCK_POLICY.maxSignupsPerAddress; i++) {
      const reply = await c.call('POST', '/api/auth/signup', {
        email: `bulk${i}@summit.test`,
        password: 'short',
        storeId: 1,
        data: { firstname: 'B', lastname: 'K' },
      });
      expect(reply.status).toBe(200);
    }
    const locked = await c.call('POST', '/api/auth/signup', {
      email: 'bulk-last@summit.test',
      password: 'Bulk-pass-2026',
      storeId: 1,
      data: { firstname: 'B', lastname: 'K' },
    });
    expect(locked.status).toBe(429);
  });

  it('locks an address with 429 after failures on many accounts', async () => {
    const c = memberClient(t.app, '192.0.2.99');
    for (let i = 0; i < LOCK_POLICY.maxPerAddress; i++) await c.login(`probe${i}@summit.test`, 'Wrong-pass-1');
    expect((await c.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(429);
    expect((await memberClient(t.app, '192.0.2.100').login(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
  });
});

describe('signup, forgot and reset password', () => {
  it('signs up and signs in, refuses weak passwords and taken emails without saying which', async () => {
    const c = memberClient(t.app);
    const weak = await c.call('POST', '/api/auth/signup', {
      email: 'weak@summit.test',
      password: 'short',
      storeId: 1,
      data: { firstname: 'W', lastname: 'K' },
    });
    expect(weak.json()).toMatchObject({ success: false, error_code: 'weak_password' });
    const made = await c.call('POST', '/api/auth/signup', {
      email: 'New@Summit.test',
      password: 'Fresh-pass-2026',
      storeId: 1,
      data: { firstname: 'Nia', lastname: 'Ew' },
    });
    expect(made.json()).toMatchObject({ success: true });
    expect((await c.call('GET', '/api/session')).json()).toMatchObject({ email: 'new@summit.test', isSignupEvent: true });
    const again = await memberClient(t.app).call('POST', '/api/auth/signup', {
      email: 'new@summit.test',
      password: 'Other-pass-2026',
      storeId: 1,
      data: { firstname: 'X', lastname: 'Y' },
    });
    expect(again.json()).toMatchObject({ success: false, error_code: 'signup_refused' });
  });

  it('answers forgot-password the same for any email and sends a single-use link', async () => {
    const c = memberClient(t.app);
    await c.call('POST', '/api/auth/signup', {
      email: 'reset@summit.test',
      password: 'Before-reset-1',
      storeId: 1,
      data: { firstname: 'Re', lastname: 'Set' },
    });
    const known = await c.call('POST', '/api/auth/forgot-password', { email: 'reset@summit.test' });
    const unknown = await c.call('POST', '/api/auth/forgot-password', { email: 'ghost@summit.test' });
    expect(known.json()).toEqual(unknown.json());
    const mail = demoOutbox.filter((m) => m.to === 'reset@summit.test').at(-1)!;
    expect(demoOutbox.some((m) => m.to === 'ghost@summit.test')).toBe(false);
    const url = new URL(mail.link);
    expect(url.pathname).toBe('/customer/account/resetpassword/');
    const body = {
      customerId: Number(url.searchParams.get('id')),
      token: url.searchParams.get('token')!,
      password: 'After-reset-2',
      confirmation: 'After-reset-2',
    };
    expect((await c.call('POST', '/api/auth/reset-password', { ...body, confirmation: 'x' })).json()).toMatchObject({
      success: false,
      error_code: 'password_mismatch',
    });
    expect((await c.call('POST', '/api/auth/reset-password', body)).json()).toMatchObject({ success: true });
    expect((await c.call('POST', '/api/auth/reset-password', body)).json()).toMatchObject({ success: false, error_code: 'invalid_token' });
    expect((await memberClient(t.app).login('reset@summit.test', 'After-reset-2')).json()).toMatchObject({ success: true });
  });

  it('refuses an expired token', async () => {
    const c = memberClient(t.app);
    await c.call('POST', '/api/auth/forgot-password', { email: DEMO_MEMBER.email });
    const url = new URL(demoOutbox.filter((m) => m.to === DEMO_MEMBER.email).at(-1)!.link);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    const reply = await c.call('POST', '/api/auth/reset-password', {
      customerId: DEMO_MEMBER.id,
      token: url.searchParams.get('token'),
      password: 'Whatever-2026',
      confirmation: 'Whatever-2026',
    });
    expect(reply.json()).toMatchObject({ success: false, error_code: 'invalid_token' });
  });
});
