import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_COOKIE, registerTestSeams } from '../../tests/support/test-seams.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: registerTestSeams });
}, 60_000);
afterAll(() => t.close());

const client = { [CLIENT_HEADER]: '1' };

/** A visitor with a stored session: one who answered the cookie banner. */
async function newVisitor(): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/cookie-preference-save',
    headers: client,
    payload: { accepted_functional: false, accepted_advertising: false },
  });
  const cookie = reply.cookies.find((c) => c.name === 'summit_sid')!;
  return `summit_sid=${cookie.value}`;
}

describe('cookie-preference-save', () => {
  it('stores the choice in the session and returns it', async () => {
    const cookie = await newVisitor();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { ...client, cookie },
      payload: { accepted_functional: true, accepted_advertising: false },
    });
    expect(saved.statusCode).toBe(200);
    const expected = { cookie_consent_given: true, accepted_functional: true, accepted_advertising: false };
    expect(saved.json()).toEqual({ cookieConsentPreferences: expected });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ cookieConsentPreferences: expected, accepts_cookie: true });
  });

  it('refuses a bad body, and fails on purpose for a client with the test seam', async () => {
    const cookie = await newVisitor();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { ...client, cookie },
      payload: { accepted_functional: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { ...client, cookie: `${cookie}; ${FAIL_COOKIE}=cookie-preference-save` },
      payload: { accepted_functional: true, accepted_advertising: true },
    });
    expect(failed.statusCode).toBe(503);
    // Another visitor is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { ...client, cookie: await newVisitor() },
      payload: { accepted_functional: true, accepted_advertising: true },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('tracking endpoints', () => {
  it('record what they receive, per session, readable by the test endpoint', async () => {
    const cookie = await newVisitor();
    const headers = { ...client, cookie };
    expect((await t.app.inject({ method: 'GET', url: '/api/tracking-page-view?pageType=product&entityId=1001&storeId=1', headers })).json()).toEqual({
      success: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/tracking-transaction?orderIds=100001,100002', headers })).json()).toEqual({
      orders: [],
      orders_total_count: 0,
    });
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/tracking-visitor',
      headers: { ...headers, referer: 'http://localhost/?utm_source=news&gclid=g1' },
    });
    expect(visitor.json()).toMatchObject({ visitorStoreId: 1, visitorLoginState: 'logged-out', visitorUtmParameters: { utm_source: 'news', gclid: 'g1' } });
    const fb = {
      userId: 1,
      storeId: 1,
      userEmail: 'demo@summit.test',
      eventId: 'e1',
      eventData: { a: 1 },
      sourceUrl: 'http%3A%2F%2Flocalhost%2F',
      userAgent: 'UA',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/ppc-fb-page-view', headers, payload: fb })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/ppc-fb-ltv', headers, payload: { ...fb, userId: 'x' } })).statusCode).toBe(400);

    const read = await t.app.inject({ method: 'GET', url: '/api/test/tracking-calls', headers });
    expect(read.json().calls).toEqual([
      { endpoint: 'tracking-page-view', payload: { pageType: 'product', entityId: 1001, storeId: 1 } },
      { endpoint: 'tracking-transaction', payload: { orderIds: '100001,100002' } },
      { endpoint: 'tracking-visitor', payload: {} },
      { endpoint: 'ppc-fb-page-view', payload: fb },
    ]);
    const someoneElse = await t.app.inject({ method: 'GET', url: '/api/test/tracking-calls', headers: { cookie: await newVisitor() } });
    expect(someoneElse.json().calls).toEqual([]);
  });
});
