import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newsletter, newsletterOptions, type NewsletterKey } from '../../contracts/newsletter.ts';
import { demoOutbox } from '../auth/demo-mail.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { SECOND_MEMBER } from '../db/seed-data/orders.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { tokenDigest } from './newsletter-key.ts';
import { resubscribeRewardPoints } from './settings.ts';
import { revokeManageLinks } from './subscriptions.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';
import { memberClient, type MemberClient } from '../test-support/members-test-client.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
let demo: MemberClient;
beforeAll(async () => {
  t = await createTestApp();
  demo = memberClient(t.app);
  await demo.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
});
afterAll(() => t.close());

const UK = 1;
const FR = 13;
// Each test's guest calls come from their own address, so that the rate limit counts only its own test.
let guestIp = 0;
let ip = '';
beforeEach(() => {
  ip = `198.51.100.${++guestIp}`;
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, remoteAddress = ip) =>
  t.app.inject({ method, url, remoteAddress, headers: { [CLIENT_HEADER]: '1' }, ...(payload ? { payload } : {}) });
const subscribe = (body: object, remoteAddress = ip) => call('POST', '/api/newsletter-subscribe', body, remoteAddress);
const keyQuery = (key: NewsletterKey, storeId = UK) => `hashedEmail=${key.hashedEmail}&hashedToken=${key.hashedToken}&storeId=${storeId}`;

interface StoredSubscription {
  id: number;
  subscribed: boolean;
  frequency_id: number | null;
  special_offers: boolean;
  customer_id: number | null;
  token_hash: string | null;
  sports: number[];
}
async function stored(email: string, storeId = UK): Promise<StoredSubscription | undefined> {
  const [row] = await t.db.query<StoredSubscription>(
    `SELECT s.id, s.subscribed, s.frequency_id, s.special_offers, s.customer_id, s.token_hash,
       coalesce((SELECT json_agg(sport_id ORDER BY sport_id) FROM newsletter_subscription_sports WHERE subscription_id = s.id), '[]') AS sports
     FROM newsletter_subscriptions s WHERE s.store_id = $1 AND s.email = $2`,
    [storeId, email],
  );
  return row;
}

/** The last mail to an address with a link to a path. */
const lastMail = (email: string, path: string) => demoOutbox.filter((m) => m.to === email && new URL(m.link).pathname === path).at(-1)!;

/**
 * Subscribes an address from the footer, follows the confirmation link mailed to it (double
 * opt-in: guest-signup.test.ts) and returns the key of the manage link mailed then.
 */
async function subscribedGuest(email: string, storeId = UK, remoteAddress = ip): Promise<NewsletterKey> {
  const reply = await subscribe({ email, store_id: storeId, referrer: '/' }, remoteAddress);
  expect(reply.json()).toEqual({ errors: [], subscribed: false });
  const key = new URL(lastMail(email, '/newsletter/confirm/').link).searchParams.get('key');
  const confirmed = await call('POST', '/api/newsletter-confirm', { key, store_id: storeId }, remoteAddress);
  expect(confirmed.json()).toEqual({ errors: [], subscribed: true });
  const link = new URL(lastMail(email, '/newsletter/manage/').link);
  return { hashedEmail: link.searchParams.get('h')!, hashedToken: link.searchParams.get('t')! };
}

/** Another token of the same length and alphabet: a tampered link. */
const tampered = (key: NewsletterKey): NewsletterKey => ({
  ...key,
  hashedToken: `${key.hashedToken.slice(0, -1)}${key.hashedToken.endsWith('A') ? 'B' : 'A'}`,
});

describe('newsletter-options', () => {
  it('offers the seeded sports and frequencies in the store’s language, and the resubscribe points', async () => {
    const uk = await getParsed(t, newsletterOptions, `/api/newsletter-options?storeId=${UK}`);
    expect(uk.sports.map((s) => s.label)).toEqual([
      'Ski',
      'Snowboard',
      'Freeride',
      'Ski touring',
      'Cross-country skiing',
      'Hiking',
      'Running',
      'Climbing',
      'Cycling',
    ]);
    expect(uk.frequencies).toEqual([
      { id: 1, label: 'Daily' },
      { id: 2, label: 'Weekly' },
      { id: 3, label: 'Monthly' },
    ]);
    expect(uk.resubscribe_reward_points).toBe(500);
    const fr = await getParsed(t, newsletterOptions, `/api/newsletter-options?storeId=${FR}`);
    expect(fr.sports.find((s) => s.id === 5)!.label).toBe('Ski de fond');
    expect(fr.frequencies.map((f) => f.label)).toEqual(['Quotidienne', 'Hebdomadaire', 'Mensuelle']);
  });

  it('gives the store’s configured points, 500 otherwise; an unknown store is a 400', async () => {
    const uk = t.stores.find((s) => s.storeId === UK)!;
    expect(resubscribeRewardPoints(uk)).toBe(500);
    expect(resubscribeRewardPoints({ ...uk, rewardPoints: { referralPoints: 750 } })).toBe(750);
    expectErrorBody((await call('GET', '/api/newsletter-options?storeId=999')).json(), 400);
  });
});

describe('guest subscribe from the footer (email, store_id, referrer)', () => {
  it('once confirmed, subscribes the address weekly and mails manage and unsubscribe links from the store origin', async () => {
    const key = await subscribedGuest('new.skier@example.com');
    const mail = lastMail('new.skier@example.com', '/newsletter/manage/');
    expect(mail.subject).toBe('Your newsletter subscription: choose your sports and how often');
    expect(mail.link).toBe(`http://localhost:3000/newsletter/manage/?h=${key.hashedEmail}&t=${key.hashedToken}`);
    expect(mail.unsubscribeLink).toBe(`http://localhost:3000/unsubscribe/unsubscribe/index/?h=${key.hashedEmail}&t=${key.hashedToken}`);
    const row = await stored('new.skier@example.com');
    expect(row).toMatchObject({ subscribed: true, frequency_id: 2, sports: [], customer_id: null });
    // Only the token's digest is kept.
    expect(row!.token_hash).toBe(tokenDigest(key.hashedToken));
  });

  it('writes the mail in the store’s language, with links to that store', async () => {
    await subscribedGuest('skieur@example.fr', FR);
    const mail = lastMail('skieur@example.fr', '/newsletter/manage/');
    expect(mail.subject).toBe('Votre abonnement à la newsletter : choisissez vos sports et la fréquence');
    expect(mail.link).toMatch(/^http:\/\/fr\.localhost:3000\/newsletter\/manage\/\?h=/);
    expect(await stored('skieur@example.fr', FR)).toMatchObject({ subscribed: true });
  });

  it('answers exactly the same for a new, a subscribed, an unsubscribed and a member’s address', async () => {
    const unsubscribed = await subscribedGuest('gone@example.com');
    await subscribe({ ...unsubscribed, store_id: UK, subscribe: 0 });
    const replies = await Promise.all(
      ['never.seen@example.com', 'new.skier@example.com', 'gone@example.com', SECOND_MEMBER.email].map(async (email) => {
        const reply = await subscribe({ email, store_id: UK, referrer: '/' }, '192.0.2.200');
        return { status: reply.statusCode, body: reply.body };
      }),
    );
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]).toEqual({ status: 200, body: JSON.stringify({ errors: [], subscribed: false }) });
    // Nothing counts before the mailed link is followed.
    expect(await stored('gone@example.com')).toMatchObject({ subscribed: false });
    expect(await stored('never.seen@example.com')).toBeUndefined();
  });

  it('mails one link a minute per address: a second sign-up neither mails again nor voids the link just sent', async () => {
    const key = await subscribedGuest('twice@example.com');
    const mails = demoOutbox.filter((m) => m.to === 'twice@example.com').length;
    expect((await subscribe({ email: 'TWICE@Example.com', store_id: UK })).json()).toEqual({ errors: [], subscribed: false });
    expect(demoOutbox.filter((m) => m.to === 'twice@example.com')).toHaveLength(mails);
    expect((await call('GET', `/api/newsletter?${keyQuery(key)}`)).statusCode).toBe(200);
  });

  it('counts guest sign-ups per address (429 after the limit); link and member calls are not counted', async () => {
    for (let i = 0; i < RATE_LIMITS.newsletterSubscribe.max; i++)
      expect((await subscribe({ email: `flood${i}@example.com`, store_id: UK })).statusCode).toBe(200);
    const refused = await subscribe({ email: 'flood-last@example.com', store_id: UK });
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.json(), 429);
    expect(await stored('flood-last@example.com')).toBeUndefined();
    const key = await subscribedGuest('other-address@example.com', UK, '192.0.2.201');
    const linkBody = {
      ...key,
      store_id: UK,
      subscribe: 1,
      sports: '1',
      frequency: 1,
    };
    expect((await subscribe(linkBody)).statusCode).toBe(200);
  });
});

describe('the manage link (hashedEmail, hashedToken): no login', () => {
  it('reads the settings', async () => {
    const key = await subscribedGuest('reader@example.com');
    const settings = await getParsed(t, newsletter, `/api/newsletter?${keyQuery(key)}`);
    expect(settings).toMatchObject({
      errors: [],
      email: 'reader@example.com',
      subscribed: true,
      resubscription_award_applied: false,
      unsubscribe_abandoned_basket: true,
    });
    expect(settings.subscription).toEqual([
      { id: 1, selected: false },
      { id: 2, selected: true },
      { id: 3, selected: false },
    ]);
    expect(settings.sport_preference.every((s) => !s.selected)).toBe(true);
  });

  it('stores exactly the sports and frequency sent; unsubscribing clears only the flag', async () => {
    const key = await subscribedGuest('chooser@example.com');
    const chosen = await subscribe({ ...key, store_id: UK, subscribe: 1, sports: '7,1,7', frequency: 3, referrer: '/newsletter/manage/' });
    expect(chosen.json()).toMatchObject({
      errors: [],
      subscribed: true,
      subscription: [
        { id: 1, selected: false },
        { id: 2, selected: false },
        { id: 3, selected: true },
      ],
    });
    expect(await stored('chooser@example.com')).toMatchObject({ subscribed: true, frequency_id: 3, sports: [1, 7] });

    const unsubscribed = await subscribe({ ...key, store_id: UK, subscribe: 0, referrer: '/unsubscribe/unsubscribe/index/' });
    expect(unsubscribed.json()).toMatchObject({ errors: [], subscribed: false });
    expect(await stored('chooser@example.com')).toMatchObject({ subscribed: false, frequency_id: 3, sports: [1, 7] });
    // The link still works after unsubscribing (the unsubscribe page offers to come back).
    expect((await subscribe({ ...key, store_id: UK, subscribe: 1, sports: '', frequency: 1 })).json()).toMatchObject({ subscribed: true });
    expect(await stored('chooser@example.com')).toMatchObject({ subscribed: true, frequency_id: 1, sports: [] });
  });

  it('refuses an unsubscribe that sends sports or a frequency, and unknown choices (errors list), changing nothing', async () => {
    const key = await subscribedGuest('strict@example.com');
    const before = await stored('strict@example.com');
    expectErrorBody((await subscribe({ ...key, store_id: UK, subscribe: 0, sports: '1' })).json(), 400);
    expectErrorBody((await subscribe({ ...key, store_id: UK, subscribe: 1, sports: '1' })).json(), 400);
    const unknownSport = await subscribe({ ...key, store_id: UK, subscribe: 1, sports: '1,9999999999', frequency: 1 });
    expect(unknownSport.statusCode).toBe(200);
    expect(unknownSport.json()).toMatchObject({ errors: ['Please choose among the sports offered.'], subscribed: true });
    const unknownFrequency = await subscribe({ ...key, store_id: UK, subscribe: 1, sports: '1', frequency: 77 });
    expect(unknownFrequency.json()).toMatchObject({ errors: ['Please choose how often you want to receive the newsletter.'] });
    expect(await stored('strict@example.com')).toEqual(before);
  });

  it('refuses a tampered, foreign or revoked link with a 403 that names no subscriber, and changes nothing', async () => {
    const key = await subscribedGuest('guarded@example.com');
    const before = await stored('guarded@example.com');
    const bad = tampered(key);
    const replies = [
      await call('GET', `/api/newsletter?${keyQuery(bad)}`),
      await call('GET', `/api/newsletter-pss-preferences?${keyQuery(bad)}`),
      await subscribe({ ...bad, store_id: UK, subscribe: 0 }),
      await call('PUT', '/api/newsletter-pss-preferences', { ...bad, storeId: UK, newsletter: 0, newsletter_special_offers: 0 }),
      // The right pair in another store, and an address nobody subscribed.
      await call('GET', `/api/newsletter?${keyQuery(key, FR)}`),
      await call('GET', `/api/newsletter?${keyQuery({ ...key, hashedEmail: 'A'.repeat(43) })}`),
    ];
    const bodies = replies.map((reply) => expectErrorBody(reply.json(), 403));
    expect(bodies[0]!.message).toBe('This newsletter link is not valid any more. Subscribe again with your email address to receive a new one.');
    expect(new Set(bodies.slice(0, 4).map((b) => b.message)).size).toBe(1);
    // Alike but for each request's own id.
    expect({ ...bodies[5], requestId: null }).toEqual({ ...bodies[0], requestId: null });
    expect(expectErrorBody(replies[4]!.json(), 403).message).toMatch(/^Ce lien de newsletter n’est plus valide/);
    // Missing or malformed halves are a 400.
    expectErrorBody((await call('GET', `/api/newsletter?hashedEmail=${key.hashedEmail}&storeId=${UK}`)).json(), 400);
    expectErrorBody((await call('GET', `/api/newsletter?hashedEmail=${key.hashedEmail}&hashedToken=a%20b&storeId=${UK}`)).json(), 400);
    expect(await stored('guarded@example.com')).toEqual(before);

    await revokeManageLinks(t.db, before!.id);
    expectErrorBody((await call('GET', `/api/newsletter?${keyQuery(key)}`)).json(), 403);
  });

  it('reads and writes the shop preferences: newsletter and special offers', async () => {
    const key = await subscribedGuest('prefs@example.com');
    expect((await call('GET', `/api/newsletter-pss-preferences?${keyQuery(key)}`)).json()).toEqual({
      errors: [],
      newsletter: true,
      newsletter_special_offers: true,
    });
    const put = await call('PUT', '/api/newsletter-pss-preferences', { ...key, storeId: UK, newsletter: 1, newsletter_special_offers: 0, referrer: '/x' });
    expect(put.json()).toEqual({ errors: [], newsletter: true, newsletter_special_offers: false });
    expect(await stored('prefs@example.com')).toMatchObject({ subscribed: true, special_offers: false });
    await call('PUT', '/api/newsletter-pss-preferences', { ...key, storeId: UK, newsletter: 0, newsletter_special_offers: 0 });
    expect(await stored('prefs@example.com')).toMatchObject({ subscribed: false, special_offers: false, frequency_id: 2 });
  });
});

describe('a signed-in member', () => {
  const session = async (client: MemberClient) => (await client.call('GET', '/api/session')).json() as Record<string, unknown>;

  it('sees the seeded subscription: weekly, ski and snowboard; the session says subscribed', async () => {
    const account = (await demo.call('GET', '/api/newsletter-account')).json() as { sport_preference: { id: number; selected: boolean }[] };
    expect(account).toMatchObject({
      errors: [],
      email: DEMO_MEMBER.email,
      subscribed: true,
      newsletter: true,
      subscribe_abandoned_basket: true,
      restrict_email_personalisation: false,
    });
    expect(account.sport_preference.filter((s) => s.selected).map((s) => s.id)).toEqual([1, 2]);
    expect(await session(demo)).toMatchObject({
      isSubscribed: true,
      subscribeAbandonedBasket: true,
      restrictEmailPersonalisation: false,
      restrictSitePersonalisation: false,
    });
    expectErrorBody((await call('GET', '/api/newsletter-account')).json(), 401);
  });

  it('subscribes from the account (c) with the sports, frequency and gender sent; unsubscribes with only the flag', async () => {
    const changed = await demo.call('POST', '/api/newsletter-subscribe', {
      subscribe: 1,
      gender: 2,
      sports: '3,4',
      frequency: 1,
      store_id: UK,
      newsletter_action_taken: 1,
      referrer: '/customer/account/',
    });
    expect(changed.json()).toMatchObject({ errors: [], subscribed: true });
    expect(await stored(DEMO_MEMBER.email)).toMatchObject({ subscribed: true, frequency_id: 1, sports: [3, 4], customer_id: DEMO_MEMBER.id });
    expect(await session(demo)).toMatchObject({ newsletterActionTaken: 1, isSubscribed: true });

    expect((await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK, referrer: '/customer/account/' })).json()).toMatchObject({
      errors: [],
      subscribed: false,
    });
    expect(await stored(DEMO_MEMBER.email)).toMatchObject({ subscribed: false, frequency_id: 1, sports: [3, 4] });
    expect(await session(demo)).toMatchObject({ isSubscribed: false });
    // Subscribing again mails the member a manage link.
    // By identity: the outbox keeps the last 50 mails, so counting the member's could drop an old one.
    const before = new Set(demoOutbox);
    await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 1, sports: '1', frequency: 2, store_id: UK });
    const sent = demoOutbox.filter((m) => !before.has(m) && m.to === DEMO_MEMBER.email);
    expect(sent).toHaveLength(1);
    const link = new URL(sent[0]!.link);
    const key = { hashedEmail: link.searchParams.get('h')!, hashedToken: link.searchParams.get('t')! };
    expect((await getParsed(t, newsletter, `/api/newsletter?${keyQuery(key)}`)).email).toBe(DEMO_MEMBER.email);
    await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK });
    expectErrorBody((await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK, frequency: 1 })).json(), 400);
    // A guest cannot use the member variant.
    expectErrorBody((await subscribe({ subscribe: 0, store_id: UK })).json(), 401);
  });

  it('gets the resubscribe points once', async () => {
    const points = async () =>
      (await t.db.query<{ reward_points: number }>('SELECT reward_points FROM customers WHERE id = $1', [DEMO_MEMBER.id]))[0]!.reward_points;
    await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK });
    const before = await points();
    const awarded = await Promise.all([1, 2, 3].map(() => demo.call('POST', '/api/newsletter-resubscribe', { referrer: '/' })));
    const bodies = awarded.map((reply) => reply.json() as { errors: string[]; awarded_points: number });
    expect(bodies.filter((b) => b.errors.length === 0)).toEqual([{ errors: [], subscribed: true, resubscription_award_applied: true, awarded_points: 500 }]);
    expect(bodies.map((b) => b.errors[0]).filter(Boolean)).toEqual([
      'You are already subscribed to the newsletter.',
      'You are already subscribed to the newsletter.',
    ]);
    expect(await points()).toBe(before + 500);
    expect(await session(demo)).toMatchObject({ isSubscribed: true });

    await demo.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK });
    const again = (await demo.call('POST', '/api/newsletter-resubscribe', {})).json();
    expect(again).toEqual({
      errors: ['You have already received your points for subscribing to the newsletter again.'],
      subscribed: false,
      resubscription_award_applied: true,
      awarded_points: 0,
    });
    expect(await points()).toBe(before + 500);
    expect(await stored(DEMO_MEMBER.email)).toMatchObject({ subscribed: false });
  });

  it('offers the resubscribe points only to a member who left the newsletter, and once per member in every store', async () => {
    const newcomer = memberClient(t.app, '203.0.113.90');
    const email = 'never.subscribed@example.com';
    const signup = await newcomer.call('POST', '/api/auth/signup', {
      email,
      password: 'Fresh-pass-2026',
      storeId: 1,
      data: { firstname: 'Ne', lastname: 'Ver' },
    });
    expect(signup.status).toBe(200);
    const points = async () =>
      (await t.db.query<{ reward_points: number }>('SELECT reward_points FROM customers WHERE lower(email) = $1', [email]))[0]!.reward_points;
    const before = await points();

    // Never subscribed: nothing to come back to, so no offer and no points.
    expect((await newcomer.call('GET', '/api/newsletter-account')).json()).toMatchObject({ subscribed: false, unsubscribed: false });
    expect((await newcomer.call('POST', '/api/newsletter-resubscribe', { referrer: '/' })).json()).toEqual({
      errors: ['The points are for members who come back to the newsletter after leaving it.'],
      subscribed: false,
      resubscription_award_applied: false,
      awarded_points: 0,
    });
    expect(await points()).toBe(before);
    expect(await stored(email)).toBeUndefined();

    // Subscribed and left: the offer is theirs, once.
    await newcomer.call('POST', '/api/newsletter-subscribe', { subscribe: 1, store_id: UK, sports: '', frequency: 2 });
    await newcomer.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: UK });
    expect((await newcomer.call('GET', '/api/newsletter-account')).json()).toMatchObject({ subscribed: false, unsubscribed: true });
    expect((await newcomer.call('POST', '/api/newsletter-resubscribe', {})).json()).toMatchObject({ errors: [], awarded_points: 500 });
    expect((await newcomer.call('GET', '/api/newsletter-account')).json()).toMatchObject({ subscribed: true, unsubscribed: false });

    // Left the French store's newsletter too: that store offers no second award.
    const fr = { host: 'fr.localhost:3000' };
    await newcomer.call('POST', '/api/newsletter-subscribe', { subscribe: 1, store_id: FR, sports: '', frequency: 2 }, fr);
    await newcomer.call('POST', '/api/newsletter-subscribe', { subscribe: 0, store_id: FR }, fr);
    expect((await newcomer.call('GET', '/api/newsletter-account', undefined, fr)).json()).toMatchObject({
      unsubscribed: true,
      resubscription_award_applied: true,
    });
    expect((await newcomer.call('POST', '/api/newsletter-resubscribe', {}, fr)).json()).toMatchObject({
      awarded_points: 0,
      resubscription_award_applied: true,
    });
    expect(await points()).toBe(before + 500);
  });

  it('saves personalisation and abandoned-basket reminders, which reach the session and the settings', async () => {
    const saved = await demo.call('PUT', '/api/newsletter-personalisation', {
      restrict_email_personalisation: 1,
      restrict_site_personalisation: 0,
      referrer: '/customer/account/personalisation/',
    });
    expect(saved.json()).toEqual({ errors: [], restrict_email_personalisation: true, restrict_site_personalisation: false });
    const reminders = await demo.call('PUT', '/api/newsletter-additional-shopping-notifications', { subscribe_abandoned_basket: 0 });
    expect(reminders.json()).toEqual({ errors: [], subscribe_abandoned_basket: false });
    expect(await session(demo)).toMatchObject({ restrictEmailPersonalisation: true, restrictSitePersonalisation: false, subscribeAbandonedBasket: false });
    expect((await demo.call('GET', '/api/newsletter-account')).json()).toMatchObject({ unsubscribe_abandoned_basket: true, subscribe_abandoned_basket: false });
    expectErrorBody((await demo.call('PUT', '/api/newsletter-additional-shopping-notifications', { subscribe_abandoned_basket: true })).json(), 400);
    expectErrorBody(
      (await call('PUT', '/api/newsletter-personalisation', { restrict_email_personalisation: 1, restrict_site_personalisation: 1 })).json(),
      401,
    );
  });
});

describe('bad requests', () => {
  it('answer 4xx JSON, never 500', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'not-an-address', store_id: UK },
      { email: 'a@b.co', store_id: 0 },
      { email: 'a@b.co', store_id: UK, subscribe: 1 },
      { email: 'a@b.co', store_id: 999 },
      { hashedEmail: 'x', store_id: UK, subscribe: 0 },
      { hashedEmail: 'x', hashedToken: 'y', store_id: UK, subscribe: 2 },
      { hashedEmail: 'x', hashedToken: 'y', store_id: UK, subscribe: 1, sports: '1,,2', frequency: 1 },
      { hashedEmail: 'x', hashedToken: 'y', store_id: UK, subscribe: '1', sports: '', frequency: 1 },
      { subscribe: 1, store_id: UK, sports: 'ski', frequency: 1 },
      [],
      'subscribe=1',
    ];
    for (const body of bodies) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter-subscribe',
        remoteAddress: '192.0.2.250',
        headers: { [CLIENT_HEADER]: '1', 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect([400, 401], `${JSON.stringify(body)} → ${reply.body}`).toContain(reply.statusCode);
      expectErrorBody(reply.json(), reply.statusCode);
    }
    expect(z.safeParse(newsletter.reply, { errors: [] }).success).toBe(false);
  });
});
