import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import type { NewsletterKey } from '../../contracts/newsletter.ts';
import { demoOutbox, type DemoMail } from '../auth/demo-mail.ts';
import { SECOND_MEMBER } from '../db/seed-data/orders.ts';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';

/*
 * Double opt-in of the footer sign-up (issue 35, the probe's newsletter finding): a guest's
 * sign-up mails a confirmation link and changes nothing until the link is followed; the owner's
 * subscription, choices and manage link stay as they are.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UK = 1;
const FR = 13;
let guestIp = 0;
let ip = '';
beforeEach(() => {
  ip = `198.51.100.${100 + ++guestIp}`;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: ip, headers: { [CLIENT_HEADER]: '1' }, ...(payload ? { payload } : {}) });
const signUp = (email: string, storeId = UK) => call('POST', '/api/newsletter-subscribe', { email, store_id: storeId, referrer: '/' });
const confirm = (key: string, storeId = UK) => call('POST', '/api/newsletter-confirm', { key, store_id: storeId });
const readSettings = (key: NewsletterKey) => call('GET', `/api/newsletter?hashedEmail=${key.hashedEmail}&hashedToken=${key.hashedToken}&storeId=${UK}`);

const mailsTo = (email: string): DemoMail[] => demoOutbox.filter((mail) => mail.to === email);
const lastMailTo = (email: string, path: string): DemoMail | undefined =>
  mailsTo(email)
    .filter((mail) => new URL(mail.link).pathname === path)
    .at(-1);

/** The key of the last confirmation link mailed to an address. */
function confirmationKey(email: string): string {
  const mail = lastMailTo(email, '/newsletter/confirm/');
  expect(mail, `a confirmation mail to ${email}`).toBeDefined();
  return new URL(mail!.link).searchParams.get('key')!;
}

/** The key of the last manage link mailed to an address. */
function manageKey(email: string): NewsletterKey {
  const mail = lastMailTo(email, '/newsletter/manage/');
  expect(mail, `a manage mail to ${email}`).toBeDefined();
  const link = new URL(mail!.link);
  return { hashedEmail: link.searchParams.get('h')!, hashedToken: link.searchParams.get('t')! };
}

interface Stored {
  subscribed: boolean;
  frequency_id: number | null;
  customer_id: number | null;
  token_hash: string | null;
  sports: number[];
}
async function stored(email: string, storeId = UK): Promise<Stored | undefined> {
  const [row] = await t.db.query<Stored>(
    `SELECT s.subscribed, s.frequency_id, s.customer_id, s.token_hash,
       coalesce((SELECT json_agg(sport_id ORDER BY sport_id) FROM newsletter_subscription_sports WHERE subscription_id = s.id), '[]') AS sports
     FROM newsletter_subscriptions s WHERE s.store_id = $1 AND s.email = $2`,
    [storeId, email],
  );
  return row;
}

/** An address subscribed through the whole double opt-in; the key of its manage link. */
async function confirmedSubscriber(email: string): Promise<NewsletterKey> {
  expect((await signUp(email)).statusCode).toBe(200);
  expect((await confirm(confirmationKey(email))).json()).toEqual({ errors: [], subscribed: true });
  return manageKey(email);
}

/** The one-mail-a-minute rules (sign-ups and manage links) no longer hold the address back. */
async function ageMails(email: string): Promise<void> {
  await t.db.query("UPDATE newsletter_subscriptions SET mailed_at = now() - interval '2 minutes' WHERE email = $1", [email]);
  await t.db.query("UPDATE newsletter_signups SET mailed_at = now() - interval '2 minutes' WHERE email = $1", [email]);
}

describe('a guest sign-up from the footer', () => {
  it('subscribes a new address only once the mailed link is followed, then mails the manage link', async () => {
    const email = 'pending.skier@example.com';
    const reply = await signUp(email);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ errors: [], subscribed: false });
    expect(await stored(email)).toBeUndefined();
    expect(lastMailTo(email, '/newsletter/manage/')).toBeUndefined();

    const mail = lastMailTo(email, '/newsletter/confirm/')!;
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\/\?key=[\w-]{43}$/);
    // Only a digest of the key is kept.
    const [pending] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM newsletter_signups WHERE store_id = $1 AND email = $2', [UK, email]);
    expect(pending!.token_hash).not.toContain(confirmationKey(email));

    expect((await confirm(confirmationKey(email))).json()).toEqual({ errors: [], subscribed: true });
    expect(await stored(email)).toMatchObject({ subscribed: true, frequency_id: 2, sports: [], customer_id: null });
    expect((await readSettings(manageKey(email))).json()).toMatchObject({ email, subscribed: true });
  });

  it('writes the confirmation mail in the store’s language, with a link to that store', async () => {
    await signUp('confirme@example.fr', FR);
    const mail = lastMailTo('confirme@example.fr', '/newsletter/confirm/')!;
    expect(mail.subject).toBe('Veuillez confirmer votre abonnement à la newsletter');
    expect(mail.link).toMatch(/^http:\/\/fr\.localhost:3000\/newsletter\/confirm\/\?key=/);
    expect((await confirm(confirmationKey('confirme@example.fr'), FR)).json()).toEqual({ errors: [], subscribed: true });
    expect(await stored('confirme@example.fr', FR)).toMatchObject({ subscribed: true });
  });

  it('leaves a subscriber’s manage link working and their choices unchanged until the sign-up is confirmed', async () => {
    // The probe's case: an address subscribed, with its manage link, and a stranger signs it up
    // from the footer once the one-mail-a-minute rule no longer holds it back.
    const email = 'owner@example.com';
    const member = memberClient(t.app, '203.0.113.60');
    await member.call('POST', '/api/auth/signup', { email, password: 'Fresh-pass-2026', storeId: UK, data: { firstname: 'Ow', lastname: 'Ner' } });
    await member.call('POST', '/api/newsletter-subscribe', { subscribe: 1, sports: '2,7', frequency: 3, store_id: UK });
    const key = manageKey(email);
    await t.db.query("UPDATE newsletter_subscriptions SET mailed_at = now() - interval '2 minutes' WHERE email = $1", [email]);
    await member.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK });
    const before = await stored(email);
    expect(before).toMatchObject({ subscribed: false, frequency_id: 3, sports: [2, 7] });

    const reply = await signUp(email);
    expect(await stored(email)).toEqual(before);
    expect((await readSettings(key)).json()).toMatchObject({ email, subscribed: false });
    expect(reply.json()).toEqual({ errors: [], subscribed: false });

    // Followed by the owner: subscribed again with the same choices, and a fresh manage link.
    expect((await confirm(confirmationKey(email))).json()).toEqual({ errors: [], subscribed: true });
    expect(await stored(email)).toMatchObject({ subscribed: true, frequency_id: 3, sports: [2, 7] });
    expect((await readSettings(manageKey(email))).statusCode).toBe(200);
  });

  it('leaves a subscribed guest’s link and choices alone on a repeated sign-up', async () => {
    const email = 'subscribed.guest@example.com';
    const key = await confirmedSubscriber(email);
    expect((await call('POST', '/api/newsletter-subscribe', { ...key, store_id: UK, subscribe: 1, sports: '1', frequency: 1 })).statusCode).toBe(200);
    await ageMails(email);
    const before = await stored(email);
    await signUp(email);
    expect(await stored(email)).toEqual(before);
    expect((await readSettings(key)).json()).toMatchObject({ subscribed: true });
  });

  it('neither subscribes nor links a member’s address until the member follows the link', async () => {
    const before = await stored(SECOND_MEMBER.email);
    expect((await signUp(SECOND_MEMBER.email)).json()).toEqual({ errors: [], subscribed: false });
    expect(await stored(SECOND_MEMBER.email)).toEqual(before);
    await confirm(confirmationKey(SECOND_MEMBER.email));
    expect(await stored(SECOND_MEMBER.email)).toMatchObject({ subscribed: true, customer_id: SECOND_MEMBER.id });
  });

  it('keeps one pending sign-up per address: a second within the minute mails nothing and keeps the link; a later one replaces it', async () => {
    const email = 'again@example.com';
    const pending = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_signups WHERE store_id = $1 AND email = $2', [UK, email]))[0]!.n;
    await signUp(email);
    const first = confirmationKey(email);
    const mails = mailsTo(email).length;
    expect((await signUp('AGAIN@Example.com')).json()).toEqual({ errors: [], subscribed: false });
    expect(mailsTo(email)).toHaveLength(mails);
    expect(await pending()).toBe(1);

    await ageMails(email);
    await signUp(email);
    expect(mailsTo(email)).toHaveLength(mails + 1);
    expect(await pending()).toBe(1);
    const second = confirmationKey(email);
    expect(second).not.toBe(first);
    expectErrorBody((await confirm(first)).json(), 403);
    expect(await stored(email)).toBeUndefined();
    expect((await confirm(second)).json()).toEqual({ errors: [], subscribed: true });
  });

  it('answers a link followed twice as confirmed, without a second manage mail', async () => {
    const email = 'twice.confirmed@example.com';
    await signUp(email);
    const key = confirmationKey(email);
    expect((await confirm(key)).json()).toEqual({ errors: [], subscribed: true });
    const mails = mailsTo(email).length;
    expect((await confirm(key)).json()).toEqual({ errors: [], subscribed: true });
    expect(mailsTo(email)).toHaveLength(mails);
  });
});

describe('a confirmation link', () => {
  it('refuses a forged, expired or other store’s key with a 403 JSON error, and subscribes nobody', async () => {
    const email = 'refused@example.com';
    await signUp(email);
    const key = confirmationKey(email);
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const refused = [await confirm(forged), await confirm(key, FR), await confirm('A'.repeat(43))];
    for (const reply of refused) expect(reply.statusCode).toBe(403);
    const message = expectErrorBody(refused[0]!.json(), 403).message;
    expect(message).toBe('This confirmation link is not valid any more. Please sign up again to receive a new one.');
    expect(expectErrorBody(refused[1]!.json(), 403).message).toMatch(/^Ce lien de confirmation n’est plus valide/);

    await t.db.query("UPDATE newsletter_signups SET expires_at = now() - interval '1 second' WHERE email = $1", [email]);
    expectErrorBody((await confirm(key)).json(), 403);
    expect(await stored(email)).toBeUndefined();
  });

  it('refuses a malformed key or an unknown store with a 400', async () => {
    for (const body of [
      { key: 'a b', store_id: UK },
      { key: '', store_id: UK },
      { store_id: UK },
      { key: 'x'.repeat(200), store_id: UK },
      { key: 'abc', store_id: 999 },
    ]) {
      const reply = await call('POST', '/api/newsletter-confirm', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
  });

  it('is cleaned away once expired, by a later sign-up', async () => {
    await signUp('stale@example.com');
    await t.db.query("UPDATE newsletter_signups SET expires_at = now() - interval '1 second' WHERE email = 'stale@example.com'");
    await signUp('fresh@example.com');
    expect(await t.db.query("SELECT 1 FROM newsletter_signups WHERE email = 'stale@example.com'")).toHaveLength(0);
  });
});
