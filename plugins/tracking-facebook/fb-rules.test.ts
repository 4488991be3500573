import { describe, expect, it } from 'vitest';
import { fbPayload, fbUser, isValidEmail } from './fb-rules.ts';
import { rawSession } from '../../tests/support/plugin-kernel.ts';

const advertising = { given: true, functional: false, advertising: true };
const member = { raw: rawSession({ customer_id: 42, email: 'demo@summit.test' }) };

describe('Facebook conversion gating', () => {
  it('checks emails', () => {
    expect(isValidEmail('demo@summit.test')).toBe(true);
    for (const bad of [null, undefined, '', 'demo', 'demo@', '@summit.test', 'de mo@summit.test', 'demo@summit', `${'a'.repeat(250)}@x.io`]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('needs advertising consent, a user id and a valid email', () => {
    expect(fbUser(advertising, member)).toEqual({ userId: 42, userEmail: 'demo@summit.test' });
    expect(fbUser({ given: true, functional: true, advertising: false }, member)).toBeNull();
    expect(fbUser({ given: false, functional: true, advertising: true }, member)).toBeNull();
    expect(fbUser(advertising, { raw: rawSession({ customer_id: null, email: 'demo@summit.test' }) })).toBeNull();
    expect(fbUser(advertising, { raw: rawSession({ customer_id: 42, email: 'not-an-email' }) })).toBeNull();
    expect(fbUser(advertising, { raw: null })).toBeNull();
  });

  it('builds the ppc-fb payload with the encoded source url and the user agent', () => {
    expect(
      fbPayload(
        { userId: 42, userEmail: 'demo@summit.test' },
        { storeId: 1, eventData: { value: 1 }, href: 'http://localhost/a?b=c', userAgent: 'UA', eventId: 'e1' },
      ),
    ).toEqual({
      userId: 42,
      storeId: 1,
      userEmail: 'demo@summit.test',
      eventId: 'e1',
      eventData: { value: 1 },
      sourceUrl: 'http%3A%2F%2Flocalhost%2Fa%3Fb%3Dc',
      userAgent: 'UA',
    });
  });
});
