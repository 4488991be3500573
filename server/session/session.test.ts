import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sessionReply } from '../../contracts/session.ts';
import { defineEndpoint } from '../../core/api/endpoint.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { DEMO_ADDRESS, SEED_ORDERS } from '../db/seed-data/orders.ts';
import { OPEN_ORDER_STATUSES } from './member-facts.ts';
import { route } from '../http/route.ts';
import { rotateSession } from './session.ts';
import { buildSessionReply, loadSessionAndCustomer, sessionReplyOf } from './session-reply.ts';
import { sessionKey } from './session-store.ts';
import { createTestApp, apiExtension, type TestApp } from '../test-support/test-support.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

// A stand-in for the later login endpoint: rotates the session onto the demo member.
const testLogin = defineEndpoint({ name: 'test-login', method: 'POST', path: 'test-login', reply: z.object({ ok: z.boolean() }) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: apiExtension((app) =>
      route(app, testLogin, async ({ request, reply }) => {
        await rotateSession(request, reply, DEMO_MEMBER.id);
        return { ok: true };
      }),
    ),
  });
});
afterAll(() => t.close());

const getSession = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/session', headers });
const sessionRows = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM sessions'))[0]!.n;

/** A visitor who made their cookie choice: the first write, which stores the session. */
async function storedVisitor(headers: Record<string, string> = {}) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/cookie-preference-save',
    headers: { [CLIENT_HEADER]: '1', ...headers },
    payload: { accepted_functional: true, accepted_advertising: false },
  });
  expect(reply.statusCode).toBe(200);
  return reply.cookies.find((c) => c.name === 'summit_sid')!;
}

describe('GET /api/session', () => {
  it('says whether the basket ships free under the store’s rule', async () => {
    let sid = '';
    const add = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/basket-add',
        headers: { [CLIENT_HEADER]: '1', ...(sid ? { cookie: `summit_sid=${sid}` } : {}) },
        payload: { productID: 1018, quantity: 1 },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      sid = reply.cookies.find((c) => c.name === 'summit_sid')?.value ?? sid;
      return reply.json() as { orderDetails: { hasDeliveryFee: boolean } };
    };
    const freeDelivery = async () => (await getSession({ cookie: `summit_sid=${sid}` })).json().free_delivery_enabled as boolean;
    expect((await getSession()).json().free_delivery_enabled).toBe(false);
    expect((await add()).orderDetails.hasDeliveryFee).toBe(true);
    expect(await freeDelivery()).toBe(false);
    expect((await add()).orderDetails.hasDeliveryFee).toBe(false);
    expect(await freeDelivery()).toBe(true);
  });

  it('reads a new visitor’s session without storing it: no cookie, no row, however often', async () => {
    const before = await sessionRows();
    const replies = await Promise.all(Array.from({ length: 30 }, () => getSession()));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.cookies.find((c) => c.name === 'summit_sid')).toBeUndefined();
      expect(reply.json()).toMatchObject({ customer_id: null, first_visit: true });
    }
    for (const url of ['/api/basket-data?default_shipping=1', '/api/tracking-visitor', '/api/product-dispatch-date?storeId=1&productIds=1006']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.cookies, url).toEqual([]);
    }
    expect(await sessionRows()).toBe(before);
  });

  it('stores the session at its first write with an HttpOnly, SameSite=Lax cookie, and reuses it', async () => {
    const before = await sessionRows();
    const cookie = await storedVisitor();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionRows()).toBe(before + 1);

    const first = await getSession({ cookie: `summit_sid=${cookie.value}` });
    const second = await getSession({ cookie: `summit_sid=${cookie.value}` });
    expect(second.cookies.find((c) => c.name === 'summit_sid')).toBeUndefined();
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().first_visit).toBe(false);
    expect(second.json().accepts_cookie).toBe(true);
  });

  it('never exposes the cookie value in the reply', async () => {
    const { value } = await storedVisitor();
    const reply = await getSession({ cookie: `summit_sid=${value}` });
    expect(reply.body).not.toContain(value);
  });

  it('answers a guest session that the contract accepts, for the host store', async () => {
    const reply = await getSession({ host: 'localhost:3000' });
    const parsed = z.safeParse(sessionReply, reply.json());
    expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
    expect(reply.json()).toMatchObject({
      customer_id: null,
      name: null,
      email: null,
      store_id: 1,
      store_code: 'uk',
      store_locale: 'en_GB',
      delivery_country: 'GB',
      loginRequired: false,
      abTests: [],
      flash_messages: { error: [], success: [] },
      cookieConsentPreferences: { cookie_consent_given: false, accepted_functional: false, accepted_advertising: false },
    });
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('follows the store of the host', async () => {
    const fr = (await getSession({ host: 'fr.localhost:3000' })).json();
    expect(fr).toMatchObject({ store_id: 13, store_code: 'fr', store_locale: 'fr_FR', delivery_country: 'FR', loginRequired: false });
  });

  it('treats an unknown or malformed cookie as a new visitor, and never stores the id it names', async () => {
    for (const value of ['x'.repeat(43), 'not a session id', '']) {
      const reply = await getSession({ cookie: `summit_sid=${value}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().first_visit).toBe(true);
      const saved = await storedVisitor({ cookie: `summit_sid=${value}` });
      expect(saved.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(saved.value).not.toBe(value);
    }
  });

  it('delivers flash messages and consent from the stored data, flash messages once', async () => {
    const sid = (await storedVisitor()).value;
    await t.db.query('UPDATE sessions SET data = $2::jsonb WHERE id = $1', [
      sessionKey(sid),
      JSON.stringify({
        flashMessages: { error: [], success: ['Saved'] },
        cookieConsentPreferences: { cookie_consent_given: true, accepted_functional: true, accepted_advertising: false },
      }),
    ]);
    const withMessage = (await getSession({ cookie: `summit_sid=${sid}` })).json();
    expect(withMessage.flash_messages.success).toEqual(['Saved']);
    expect(withMessage.accepts_cookie).toBe(true);
    const after = (await getSession({ cookie: `summit_sid=${sid}` })).json();
    expect(after.flash_messages.success).toEqual([]);
    expect(after.cookieConsentPreferences.accepted_functional).toBe(true);
  });

  it('rotateSession gives a new id, drops the old one and logs the member in', async () => {
    const oldSid = (await storedVisitor()).value;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/test-login',
      headers: { cookie: `summit_sid=${oldSid}`, [CLIENT_HEADER]: '1' },
    });
    expect(login.statusCode).toBe(200);
    const newSid = login.cookies.find((c) => c.name === 'summit_sid')!.value;
    expect(newSid).not.toBe(oldSid);

    const member = (await getSession({ cookie: `summit_sid=${newSid}` })).json();
    expect(member).toMatchObject({
      customer_id: DEMO_MEMBER.id,
      name: 'Alex Morgan',
      email: DEMO_MEMBER.email,
      is_confirmed: true,
      referralCode: 'ALEXSUMMIT',
      group: 1,
    });
    expect(z.safeParse(sessionReply, member).success).toBe(true);

    // From the member's data and the store's config, not constants.
    const open = SEED_ORDERS.filter((o) => o.customerId === DEMO_MEMBER.id && !o.historical && (OPEN_ORDER_STATUSES as readonly string[]).includes(o.status));
    expect(open.length).toBeGreaterThan(0);
    expect(member).toMatchObject({ current_orders: open.length, billing_country: DEMO_ADDRESS.countryId, website_id: 1 });
    const websiteOfStore = (await getSession({ host: 'fr.localhost:3000' })).json();
    expect(websiteOfStore).toMatchObject({
      store_id: 13,
      website_id: t.stores.find((s) => s.storeId === 13)!.websiteId,
      billing_country: null,
      current_orders: 0,
    });

    const stale = await getSession({ cookie: `summit_sid=${oldSid}` });
    expect(stale.json().customer_id).toBeNull();
    expect(stale.json().first_visit).toBe(true);
  });
});

describe('the session and its member in one read (a page request’s)', () => {
  it('makes the same raw session as the endpoint’s reads, for a member and for an unknown id', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/test-login', headers: { [CLIENT_HEADER]: '1' } });
    const sid = login.cookies.find((c) => c.name === 'summit_sid')!.value;
    const store = t.stores.find((s) => s.storeId === 1)!;
    const found = await loadSessionAndCustomer(t.db, sid, store.storeId);
    expect(found?.customer?.id).toBe(DEMO_MEMBER.id);
    const facts = { currentOrders: 0, billingCountry: null, freeDeliveryEnabled: false };
    expect(sessionReplyOf(found!.session, store, found!.customer, facts)).toEqual(await buildSessionReply(t.db, found!.session, store, facts));
    expect(await loadSessionAndCustomer(t.db, 'A'.repeat(43), store.storeId)).toBeNull();
  });
});
