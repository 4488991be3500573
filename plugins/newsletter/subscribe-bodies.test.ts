import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  guestSubscribeBody as guestSchema,
  manageSubscribeBody,
  manageUnsubscribeBody,
  memberSubscribeBody as memberSchema,
  memberUnsubscribeBody,
  newsletterSubscribeBody,
} from '../../contracts/newsletter.ts';
import { guestSubscribeBody, joinSports, keySubscribeBody, memberSubscribeBody, referrerOf, toFlag } from './subscribe-bodies.ts';

const key = { hashedEmail: 'aGFzaGVk', hashedToken: 'dG9rZW4' };
const matches = (schema: z.ZodMiniType, body: unknown) => z.safeParse(schema, body).success;

describe('newsletter-subscribe bodies (spec 02 sections 5 and 7)', () => {
  it('(a) the footer: the address, the store and the page', () => {
    const body = guestSubscribeBody('  ann@example.com ', 1, '/');
    expect(body).toEqual({ email: 'ann@example.com', store_id: 1, referrer: '/' });
    expect(matches(guestSchema, body)).toBe(true);
  });

  it('(b) subscribing with the key sends the sports joined by comma and the frequency', () => {
    const body = keySubscribeBody(key, 1, { subscribe: true, sports: [4, 1, 4], frequency: 2 }, '/newsletter/manage/');
    expect(body).toEqual({ ...key, store_id: 1, subscribe: 1, sports: '1,4', frequency: 2, referrer: '/newsletter/manage/' });
    expect(matches(manageSubscribeBody, body)).toBe(true);
  });

  it('(b) unsubscribing with the key sends only the flag', () => {
    const body = keySubscribeBody(key, 1, { subscribe: false }, '/unsubscribe/unsubscribe/index/');
    expect(body).toEqual({ ...key, store_id: 1, subscribe: 0, referrer: '/unsubscribe/unsubscribe/index/' });
    expect(body).not.toHaveProperty('sports');
    expect(body).not.toHaveProperty('frequency');
    expect(matches(manageUnsubscribeBody, body)).toBe(true);
  });

  it('(c) a member subscribing sends the gender, sports, frequency and the action taken', () => {
    const body = memberSubscribeBody({ storeId: 1, gender: 2 }, { subscribe: true, sports: new Set([3]), frequency: 1 }, '/newsletter/manage/');
    expect(body).toEqual({ subscribe: 1, gender: 2, sports: '3', frequency: 1, store_id: 1, newsletter_action_taken: 1, referrer: '/newsletter/manage/' });
    expect(matches(memberSchema, body)).toBe(true);
  });

  it('(c) a member unsubscribing sends only the flag', () => {
    const body = memberSubscribeBody({ storeId: 1, gender: 2 }, { subscribe: false }, '/newsletter/manage/');
    expect(body).toEqual({ subscribe: 0, store_id: 1, referrer: '/newsletter/manage/' });
    expect(matches(memberUnsubscribeBody, body)).toBe(true);
  });

  it('no sports chosen is an empty list, still a valid body', () => {
    const body = keySubscribeBody(key, 1, { subscribe: true, sports: [], frequency: 1 }, '/');
    expect(body).toMatchObject({ sports: '' });
    expect(matches(newsletterSubscribeBody, body)).toBe(true);
  });

  it('each body matches exactly one variant of the contract', () => {
    const bodies = [
      guestSubscribeBody('ann@example.com', 1, '/'),
      keySubscribeBody(key, 1, { subscribe: true, sports: [1], frequency: 1 }, '/'),
      keySubscribeBody(key, 1, { subscribe: false }, '/'),
      memberSubscribeBody({ storeId: 1, gender: null }, { subscribe: true, sports: [1], frequency: 1 }, '/'),
      memberSubscribeBody({ storeId: 1, gender: null }, { subscribe: false }, '/'),
    ];
    const variants = [guestSchema, manageSubscribeBody, manageUnsubscribeBody, memberSchema, memberUnsubscribeBody];
    for (const body of bodies) expect(variants.filter((variant) => matches(variant, body))).toHaveLength(1);
  });
});

describe('body helpers', () => {
  it('join sports ascending and once each', () => {
    expect(joinSports([9, 2, 2, 10])).toBe('2,9,10');
    expect(joinSports([])).toBe('');
  });

  it('flags are 0 or 1', () => {
    expect([toFlag(true), toFlag(false)]).toEqual([1, 0]);
  });

  it('the referrer is the path only: the manage page query holds the key', () => {
    expect(referrerOf({ pathname: '/newsletter/manage/' })).toBe('/newsletter/manage/');
  });
});
