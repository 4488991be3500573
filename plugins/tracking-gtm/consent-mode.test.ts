import { describe, expect, it } from 'vitest';
import { consentDefault, consentUpdate } from './consent-mode.ts';

describe('Google Consent Mode v2', () => {
  it('defaults every signal to denied', () => {
    expect(consentDefault()).toEqual({
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'denied',
      security_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('maps functional to the four storage signals and advertising to the three ad signals', () => {
    expect(consentUpdate({ given: true, functional: true, advertising: false })).toEqual({
      analytics_storage: 'granted',
      personalization_storage: 'granted',
      functionality_storage: 'granted',
      security_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentUpdate({ given: true, functional: false, advertising: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(Object.values(consentUpdate({ given: false, functional: true, advertising: true }))).not.toContain('granted');
  });
});
