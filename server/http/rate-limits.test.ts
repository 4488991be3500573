import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOutbox } from '../auth/demo-mail.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from './rate-limits.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = { [CLIENT_HEADER]: '1' };
const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: client, remoteAddress, payload: { email, storeId: 1 } });
const trackingRows = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM tracking_calls'))[0]!.n;

describe('rate limits on the writes anyone can make', () => {
  it('forgot-password: five an address per quarter hour, then 429 in the error shape; other addresses go on', async () => {
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) expect((await forgot(`nobody${i}@summit.test`, '203.0.113.7')).statusCode).toBe(200);
    const refused = await forgot('nobody@summit.test', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(expectErrorBody(refused.json(), 429).message).toMatch(/^Too many requests: please try again in \d+ minute/);
    expect((await forgot('nobody@summit.test', '203.0.113.8')).statusCode).toBe(200);
  });

  it('forgot-password: one mail a minute per account, so a flood from many addresses cannot void each link', async () => {
    // By identity: the outbox keeps the last 50 mails, so counting the member's could drop an old one.
    const before = new Set(demoOutbox);
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => forgot(DEMO_MEMBER.email, `198.51.100.${i + 1}`)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(200));
    expect(demoOutbox.filter((mail) => !before.has(mail) && mail.to === DEMO_MEMBER.email)).toHaveLength(1);
    // The one link sent still works.
    const link = new URL(demoOutbox.filter((mail) => mail.to === DEMO_MEMBER.email).at(-1)!.link);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: client,
      payload: {
        customerId: Number(link.searchParams.get('id')),
        token: link.searchParams.get('token'),
        password: DEMO_MEMBER.password,
        confirmation: DEMO_MEMBER.password,
      },
    });
    expect(reset.json()).toMatchObject({ success: true });
  });

  it('counts each route on its own: an address at one route’s limit still reaches another', async () => {
    for (let i = 0; i < RATE_LIMITS.forgotPassword.max; i++) expect((await forgot(`other-route${i}@summit.test`, '203.0.113.9')).statusCode).toBe(200);
    expect((await forgot('other-route@summit.test', '203.0.113.9')).statusCode).toBe(429);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/send-us-message',
      headers: client,
      remoteAddress: '203.0.113.9',
      payload: {
        storeId: 1,
        name: 'Robin Guest',
        email: 'robin-routes@example.com',
        subject: 'Returns',
        message: 'My skis arrived with a scratch on the top sheet.',
      },
    });
    expect(contact.statusCode).toBe(200);
  });

  it('tracking: a body over 16 KB is refused with 413 and nothing is stored', async () => {
    const before = await trackingRows();
    const payload = { userId: 1, storeId: 1, userEmail: '', eventId: 'e1', eventData: { blob: 'x'.repeat(TRACKING_BODY_LIMIT) }, sourceUrl: '', userAgent: '' };
    const reply = await t.app.inject({ method: 'POST', url: '/api/ppc-fb-page-view', headers: client, payload });
    expect(reply.statusCode).toBe(413);
    expectErrorBody(reply.json(), 413);
    expect(await trackingRows()).toBe(before);
  });

  it('tracking: 600 calls an address per minute, then 429 and nothing more stored', async () => {
    const view = () => t.app.inject({ method: 'GET', url: '/api/tracking-page-view?pageType=home&storeId=1', remoteAddress: '192.0.2.44' });
    for (let i = 0; i < RATE_LIMITS.tracking.max; i++) expect((await view()).statusCode).toBe(200);
    const before = await trackingRows();
    const refused = await view();
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.json(), 429);
    expect(await trackingRows()).toBe(before);
  });

  it('cookie choices (a guest’s first write, which stores the session): 60 an address per minute', async () => {
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cookie-preference-save',
        headers: client,
        remoteAddress: '192.0.2.45',
        payload: { accepted_functional: true, accepted_advertising: true },
      });
    for (let i = 0; i < RATE_LIMITS.consent.max; i++) expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(429);
  });
});
