import * as z from 'zod/mini';

/*
 * What a session keeps besides its customer and store (sessions.data). Each field falls back
 * on its own, so one bad or outdated value never costs the visitor the rest of the session.
 */
const consent = z.object({
  cookie_consent_given: z.boolean(),
  accepted_functional: z.boolean(),
  accepted_advertising: z.boolean(),
});

export const NO_CONSENT: z.output<typeof consent> = { cookie_consent_given: false, accepted_functional: false, accepted_advertising: false };

// Loose: keys added by later features survive a read-modify-write by code that does not know them.
export const sessionDataSchema = z.looseObject({
  cookieConsentPreferences: z.catch(z.optional(consent), undefined),
  /** Messages shown once, then cleared (flash_messages of the raw session). */
  flashMessages: z.catch(z.optional(z.object({ error: z.array(z.string()), success: z.array(z.string()) })), undefined),
  abTests: z.catch(z.optional(z.array(z.object({ abTestCode: z.string(), abTestVariationCode: z.string() }))), undefined),
  isSignupEvent: z.catch(z.optional(z.boolean()), undefined),
  /** The one-time token of the checkout page last shown to this session (the checkout stand-in's CSRF token). */
  checkoutToken: z.catch(z.optional(z.string()), undefined),
});

export type SessionData = z.output<typeof sessionDataSchema>;

export function readSessionData(raw: unknown): SessionData {
  const parsed = z.safeParse(sessionDataSchema, raw);
  return parsed.success ? parsed.data : {};
}
