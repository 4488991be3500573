import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';

export const cookieConsentPreferencesShape = z.object({
  cookie_consent_given: z.boolean(),
  accepted_functional: z.boolean(),
  accepted_advertising: z.boolean(),
});

/** Spec 02 section 7: cookie-preference save (accepted_functional, accepted_advertising). */
export const cookiePreferenceSave = defineEndpoint({
  name: 'cookie-preference-save',
  method: 'POST',
  path: 'cookie-preference-save',
  body: z.object({ accepted_functional: z.boolean(), accepted_advertising: z.boolean() }),
  reply: z.object({ cookieConsentPreferences: cookieConsentPreferencesShape }),
});

/** The visitor's cookie choice, as the `consentChanged` hook carries it. */
export interface ConsentState {
  /** Whether the visitor has made a choice at all. */
  given: boolean;
  functional: boolean;
  advertising: boolean;
}

declare module '../core/kernel/events.ts' {
  interface PluginHookPayloads {
    /**
     * The visitor's cookie choice (owner: consent): once when the session is ready, with the saved
     * choice, then after every saved change. Trackers gate on it (core/kit/tracking/consent-gate.ts).
     */
    consentChanged: [consent: ConsentState];
    /**
     * Saving the visitor's cookie choice failed (owner: consent): the preferences modal shows its
     * error view until the page reloads. Other plugins keep their own modals away meanwhile
     * (spec 02 section 4: no register modal while cookie errors exist).
     */
    consentSaveFailed: [];
  }
}
