import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

// Behind a TLS-terminating proxy (TRUST_PROXY=1) the request is https: the cookie must be Secure.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 'loopback' });
});
afterAll(() => t.close());

describe('behind a TLS-terminating proxy', () => {
  it('is Secure when the request came over https, and the store follows the forwarded host', async () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'de.localhost' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { ...headers, origin: 'https://de.localhost', [CLIENT_HEADER]: '1' },
      payload: { accepted_functional: true, accepted_advertising: true },
    });
    expect(saved.cookies.find((c) => c.name === 'summit_sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers })).json().store_id).toBe(11);
  });

  it('is not Secure over plain http', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-preference-save',
      headers: { 'x-forwarded-proto': 'http', [CLIENT_HEADER]: '1' },
      payload: { accepted_functional: true, accepted_advertising: true },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.cookies.find((c) => c.name === 'summit_sid')?.secure).toBeFalsy();
  });

  it('checks the Origin of a POST against the forwarded host', async () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'de.localhost', 'x-forwarded-proto': 'https', [CLIENT_HEADER]: '1' };
    const sameSite = await t.app.inject({ method: 'POST', url: '/api/session', headers: { ...headers, origin: 'https://de.localhost' } });
    expect(sameSite.statusCode).toBe(405); // past the guard; /api/session is GET only
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/session', headers: { ...headers, origin: 'https://fr.localhost' } });
    expect(crossSite.statusCode).toBe(403);
  });
});
