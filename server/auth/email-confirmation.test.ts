import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TTL_HOURS } from './confirmation-token.ts';
import { demoOutbox } from './demo-mail.ts';
import { DEMO_MEMBER, UNCONFIRMED_MEMBER } from '../db/seed-data/member.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = { [CLIENT_HEADER]: '1' };
let signups = 0;

/**
 * A new unconfirmed member who took a newsletter action, signed in (each test its own: a key
 * works once), from an address of their own (the route's rate limit counts per address).
 */
async function unconfirmedMember(): Promise<{ c: MemberClient; id: number; email: string }> {
  signups += 1;
  const email = `doi${signups}@summit.test`;
  const c = memberClient(t.app, `203.0.113.${100 + signups}`);
  const signup = await c.call('POST', '/api/auth/signup', { email, password: 'Confirm-me-2026', storeId: 1, data: { firstname: 'Do', lastname: 'I' } });
  expect(signup.json()).toMatchObject({ success: true });
  const [row] = await t.db.query<{ id: number }>('UPDATE customers SET newsletter_action_taken = 1 WHERE email = $1 RETURNING id', [email]);
  return { c, id: row!.id, email };
}

const resend = (c: MemberClient, customerId: number | string, referrer = '/sales') =>
  c.call('POST', `/api/confirmation-email?customer_id=${customerId}&referrer=${encodeURIComponent(referrer)}`);
const confirm = (c: MemberClient, id: number, key: string) => c.call('POST', '/api/customer/account/confirm', { id, key });
const mailsTo = (email: string) => demoOutbox.filter((mail) => mail.to === email);
const linkOf = (email: string) => {
  const link = new URL(mailsTo(email).at(-1)!.link);
  return { path: link.pathname, id: Number(link.searchParams.get('id')), key: link.searchParams.get('key')! };
};
const session = async (c: MemberClient) => (await c.call('GET', '/api/session')).json() as { is_confirmed: boolean; newsletterActionTaken: number };

describe('the session for the double opt-in popup', () => {
  it('reads newsletterActionTaken from the member’s account: 1 for the unconfirmed demo member, 0 for the others and for guests', async () => {
    const guest = memberClient(t.app);
    expect(await session(guest)).toMatchObject({ newsletterActionTaken: 0, is_confirmed: false });
    const fresh = memberClient(t.app);
    await fresh.login(UNCONFIRMED_MEMBER.email, UNCONFIRMED_MEMBER.password);
    expect(await session(fresh)).toMatchObject({ newsletterActionTaken: 1, is_confirmed: false });
    const demo = memberClient(t.app);
    await demo.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(await session(demo)).toMatchObject({ newsletterActionTaken: 0, is_confirmed: true });
  });
});

describe('confirmation-email', () => {
  it('mails a link to the confirmation page, from the store’s origin, keeping only a digest of its key', async () => {
    const { c, id, email } = await unconfirmedMember();
    const reply = await resend(c, id);
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'We have sent you a new confirmation email.' });
    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(new RegExp(`^http://localhost:3000/customer/account/confirm/\\?id=${id}&key=[\\w-]{43}$`));
    const rows = await t.db.query<{ token_hash: string; email: string; referrer: string }>(
      'SELECT token_hash, email, referrer FROM email_confirmations WHERE customer_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, referrer: '/sales' });
    expect(rows[0]!.token_hash).not.toContain(linkOf(email).key);
    const [lifetime] = await t.db.query<{ hours: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int / 3600 AS hours FROM email_confirmations WHERE customer_id = $1',
      [id],
    );
    expect(lifetime!.hours).toBe(CONFIRMATION_TTL_HOURS);
  });

  it('refuses guests (401) and another member’s id (404, like an unknown one), sending nothing', async () => {
    const { c, id, email } = await unconfirmedMember();
    const guest = await resend(memberClient(t.app), id);
    expect(guest.status).toBe(401);
    expectErrorBody(guest.json(), 401);
    const other = await resend(c, id === 1 ? 2 : 1);
    expect(other.status).toBe(404);
    expectErrorBody(other.json(), 404);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('refuses input outside the contract with 400', async () => {
    const { c } = await unconfirmedMember();
    for (const query of ['', 'customer_id=abc', 'customer_id=0', 'customer_id=1e3', `customer_id=1&referrer=${'a'.repeat(501)}`]) {
      const reply = await c.call('POST', `/api/confirmation-email?${query}`);
      expect(reply.status, query).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
  });

  it('sends one mail a minute per member (429 in between); a later mail voids the earlier link', async () => {
    const { c, id, email } = await unconfirmedMember();
    expect((await resend(c, id)).status).toBe(200);
    const first = linkOf(email);
    const again = await resend(c, id);
    expect(again.status).toBe(429);
    expect(expectErrorBody(again.json(), 429).message).toBe('We sent you an email less than a minute ago. Please wait a moment before asking again.');
    expect(mailsTo(email)).toHaveLength(1);
    await t.db.query("UPDATE email_confirmations SET created_at = now() - interval '2 minutes' WHERE customer_id = $1", [id]);
    expect((await resend(c, id)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);
    expect((await confirm(c, id, first.key)).json()).toMatchObject({ success: false });
    expect((await confirm(c, id, linkOf(email).key)).json()).toMatchObject({ success: true });
  });

  it('answers 409 to a member whose address is confirmed already', async () => {
    const demo = memberClient(t.app);
    await demo.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const reply = await resend(demo, DEMO_MEMBER.id);
    expect(reply.status).toBe(409);
    expect(expectErrorBody(reply.json(), 409).message).toBe('Your email address is already confirmed.');
  });

  it('limits the calls from one address', async () => {
    const guest = memberClient(t.app, '192.0.2.77');
    for (let i = 0; i < RATE_LIMITS.confirmationEmail.max; i++) expect((await resend(guest, 1)).status).toBe(401);
    const refused = await resend(guest, 1);
    expect(refused.status).toBe(429);
    expectErrorBody(refused.json(), 429);
  });
});

describe('the confirmation link', () => {
  it('confirms the address once, without a sign-in, and leads back to where the mail was asked for', async () => {
    const { c, id, email } = await unconfirmedMember();
    await resend(c, id, '/brand/dynastar?sort=new');
    const link = linkOf(email);
    expect(link.path).toBe('/customer/account/confirm/');
    // Opened in another browser: the key is the proof.
    const elsewhere = memberClient(t.app, '198.51.100.90');
    const reply = await confirm(elsewhere, link.id, link.key);
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Thank you: your email address is confirmed.', continuePath: '/brand/dynastar?sort=new' });
    expect(await session(c)).toMatchObject({ is_confirmed: true, newsletterActionTaken: 1 });
    // A second click on the same link: already done, not a failure.
    expect((await confirm(c, link.id, link.key)).json()).toEqual({
      success: true,
      message: 'Your email address is already confirmed.',
      continuePath: '/brand/dynastar?sort=new',
    });
  });

  it('confirms nothing with a wrong key, another member’s id, an expired key, or after the address changed', async () => {
    const { c, id, email } = await unconfirmedMember();
    await resend(c, id, '//evil.test/path');
    const link = linkOf(email);
    const invalid = { success: false, message: 'This confirmation link is invalid or has expired. Sign in and ask for a new email.', continuePath: null };
    expect((await confirm(c, id, `${link.key.slice(0, -1)}x`)).json()).toEqual(invalid);
    expect((await confirm(c, DEMO_MEMBER.id, link.key)).json()).toEqual(invalid);
    await t.db.query(`UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE customer_id = $1`, [id]);
    expect((await confirm(c, id, link.key)).json()).toEqual(invalid);
    expect(await session(c)).toMatchObject({ is_confirmed: false });

    // A new link, then the address changes before it is followed.
    await t.db.query(`UPDATE email_confirmations SET created_at = now() - interval '2 minutes' WHERE customer_id = $1`, [id]);
    await resend(c, id);
    const fresh = linkOf(email);
    await t.db.query('UPDATE customers SET email = $2 WHERE id = $1', [id, `changed-${email}`]);
    expect((await confirm(c, id, fresh.key)).json()).toEqual(invalid);
    expect(await session(c)).toMatchObject({ is_confirmed: false });
  });

  it('sends back no referrer that leads off the shop', async () => {
    const { c, id, email } = await unconfirmedMember();
    await resend(c, id, '/\\evil.test');
    expect((await confirm(c, id, linkOf(email).key)).json()).toMatchObject({ success: true, continuePath: null });
  });

  it('answers in the store’s language, and 400 to a malformed body', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/customer/account/confirm',
      headers: { ...client, host: 'fr.localhost' },
      payload: { id: 1, key: 'nope' },
    });
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Ce lien de confirmation n’est pas valide ou a expiré. Connectez-vous et demandez un nouvel e-mail.',
    });
    for (const payload of [{ id: 1 }, { id: 0, key: 'k' }, { id: 1, key: '' }, { id: 1, key: 'k'.repeat(201) }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/customer/account/confirm', headers: client, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorBody(bad.json(), 400);
    }
  });
});

describe('a newsletter action by an unconfirmed member', () => {
  it('marks the action on the account and mails the confirmation link the popup speaks of; a confirmed member gets none', async () => {
    signups += 1;
    const email = `doi-news${signups}@summit.test`;
    const c = memberClient(t.app, `203.0.113.${100 + signups}`);
    await c.call('POST', '/api/auth/signup', { email, password: 'Confirm-me-2026', storeId: 1, data: { firstname: 'Do', lastname: 'I' } });
    expect(await session(c)).toMatchObject({ newsletterActionTaken: 0, is_confirmed: false });
    const subscribe = await c.call('POST', '/api/newsletter-subscribe', { subscribe: 1, sports: '1', frequency: 2, store_id: 1, newsletter_action_taken: 1 });
    expect(subscribe.json()).toMatchObject({ errors: [], subscribed: true });
    expect(await session(c)).toMatchObject({ newsletterActionTaken: 1, is_confirmed: false });
    const link = mailsTo(email).find((mail) => new URL(mail.link).pathname === '/customer/account/confirm/');
    expect(link).toBeDefined();
    const { id, key } = { id: Number(new URL(link!.link).searchParams.get('id')), key: new URL(link!.link).searchParams.get('key')! };
    expect((await confirm(c, id, key)).json()).toMatchObject({ success: true });
    expect(await session(c)).toMatchObject({ is_confirmed: true });

    const demo = memberClient(t.app);
    await demo.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const before = mailsTo(DEMO_MEMBER.email).length;
    await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: 1, newsletter_action_taken: 1 });
    expect(mailsTo(DEMO_MEMBER.email).length).toBe(before);
  });
});
