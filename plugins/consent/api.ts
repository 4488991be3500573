import * as z from 'zod/mini';
import { defineEndpoint } from '../../core/api/endpoint.ts';

export const cookieConsentPreferencesShape = z.object({
  cookie_consent_given: z.boolean(),
  accepted_functional: z.boolean(),
  accepted_advertising: z.boolean(),
});
export type CookieConsentPreferences = z.output<typeof cookieConsentPreferencesShape>;

/** Spec 02 section 7: cookie-preference save (accepted_functional, accepted_advertising). */
export const cookiePreferenceSave = defineEndpoint({
  name: 'cookie-preference-save',
  method: 'POST',
  path: '/api/cookie-preference-save',
  body: z.object({ accepted_functional: z.boolean(), accepted_advertising: z.boolean() }),
  reply: z.object({ cookieConsentPreferences: cookieConsentPreferencesShape }),
});
