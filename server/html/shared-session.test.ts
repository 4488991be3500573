import { describe, expect, it } from 'vitest';
import { isSharedSession } from '../../core/render/server-render.ts';
import { toShellSession } from '../../core/session.ts';
import { rawSession } from '../../tests/support/plugin-kernel.ts';
import { audienceKeyOf, sharedSessionOf } from './shared-session.ts';

const anna = rawSession({
  id: 'anna-public-id',
  customer_id: 7,
  name: 'Anna Alpine',
  email: 'anna@summit.test',
  referralCode: 'ANNA7',
  group: 1,
  gender: 2,
  current_orders: 3,
  billing_country: 'GB',
  free_delivery_enabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  flash_messages: { error: [], success: ['Welcome back'] },
});
const ben = { ...anna, id: 'ben-public-id', customer_id: 8, name: 'Ben Board', email: 'ben@summit.test', referralCode: 'BEN8', current_orders: 0 };

describe('shared session', () => {
  it('names, counts and identifies no one', () => {
    const shared = sharedSessionOf(anna);
    expect(isSharedSession(shared)).toBe(true);
    const text = JSON.stringify(shared);
    for (const own of ['anna-public-id', 'Anna', 'anna@summit.test', 'ANNA7', 'Welcome back', '2026-11-01', '"GB"']) expect(text).not.toContain(own);
    expect(shared).toMatchObject({ current_orders: 0, free_delivery_enabled: false, billing_country: null });
  });

  it("keeps what the page's look depends on: a member, of which group and gender", () => {
    const shell = toShellSession(sharedSessionOf(anna));
    expect(shell).toMatchObject({ isUserLoggedIn: true, genderId: 2, userName: null });
    expect(sharedSessionOf(anna).group).toBe(1);
    expect(toShellSession(sharedSessionOf(rawSession())).isUserLoggedIn).toBe(false);
  });

  it('gives two members who see the page alike one audience, and tells apart those who do not', () => {
    expect(audienceKeyOf(sharedSessionOf(ben))).toBe(audienceKeyOf(sharedSessionOf(anna)));
    for (const other of [{ ...ben, group: 2 }, { ...ben, gender: 1 }, { ...ben, isSubscribed: !ben.isSubscribed }, rawSession()]) {
      expect(audienceKeyOf(sharedSessionOf(other))).not.toBe(audienceKeyOf(sharedSessionOf(anna)));
    }
    const consented = { ...ben, cookieConsentPreferences: { cookie_consent_given: true, accepted_functional: true, accepted_advertising: false } };
    expect(audienceKeyOf(sharedSessionOf(consented))).not.toBe(audienceKeyOf(sharedSessionOf(anna)));
  });
});
