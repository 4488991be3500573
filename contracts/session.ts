import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';

const cookieConsentPreferences = z.object({
  cookie_consent_given: z.boolean(),
  accepted_functional: z.boolean(),
  accepted_advertising: z.boolean(),
});
export type CookieConsentPreferences = z.output<typeof cookieConsentPreferences>;

/** The raw session of spec 02 section 3 (the fields this storefront uses). */
export const sessionReply = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  store_id: z.number(),
  store_code: z.string(),
  website_id: z.number(),
  store_type: z.string(),
  first_visit: z.boolean(),
  newsletterActionTaken: z.number(),
  restrictEmailPersonalisation: z.boolean(),
  restrictSitePersonalisation: z.boolean(),
  isSubscribed: z.boolean(),
  group: z.number(),
  segment: z.nullable(z.string()),
  gender: z.nullable(z.number()),
  auto_login: z.boolean(),
  loginRequired: z.boolean(),
  free_delivery_enabled: z.boolean(),
  store_locale: z._default(z.string(), 'en_GB'),
  delivery_country: z.string(),
  billing_country: z.nullable(z.string()),
  accepts_cookie: z.boolean(),
  is_confirmed: z.boolean(),
  subscribeAbandonedBasket: z.boolean(),
  auth_token: z.nullable(z.string()),
  flash_messages: z.object({ error: z.array(z.string()), success: z.array(z.string()) }),
  referralCode: z.nullable(z.string()),
  abTests: z.array(z.object({ abTestCode: z.string(), abTestVariationCode: z.string() })),
  createdAt: z.string(),
  isSignupEvent: z.boolean(),
  current_orders: z.number(),
  partnersName: z.nullable(z.string()),
  customer_id: z.nullable(z.number()),
  cookieConsentPreferences,
});
export type RawSession = z.output<typeof sessionReply>;

/** Spec 02 section 7: the session data fetch. */
export const session = defineEndpoint({
  name: 'session',
  method: 'GET',
  path: 'session',
  reply: sessionReply,
});
