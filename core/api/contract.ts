import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * Endpoints of the kernel and shell. Plugins declare their own endpoints beside their code
 * (plugins/<name>/api.ts) with the same `defineEndpoint`, and the server registers them.
 */

const cookieConsentPreferences = z.object({
  cookie_consent_given: z.boolean(),
  accepted_functional: z.boolean(),
  accepted_advertising: z.boolean(),
});

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

export const session = defineEndpoint({
  name: 'session',
  method: 'GET',
  path: '/api/session',
  reply: sessionReply,
});

export const pathLookupReply = z.object({
  pageType: z.nullable(z.string()),
  entityId: z.nullable(z.number()),
  redirect: z.nullable(z.object({ url: z.string(), type: z.enum(['internal', 'external']) })),
  metadata: z.record(z.string(), z.unknown()),
});
export type PathLookup = z.output<typeof pathLookupReply>;

/** Server path lookup: what a path is (page type, entity, redirect, metadata). 404 when unknown. */
export const pathLookup = defineEndpoint({
  name: 'path-lookup',
  method: 'GET',
  path: '/api/path-lookup',
  query: z.object({ path: z.string().check(z.minLength(1), z.maxLength(2048)), storeId: z.optional(z.coerce.number()) }),
  reply: pathLookupReply,
});

export interface NavNode {
  id: number;
  label: string;
  url: string;
  level: number;
  children: NavNode[];
}
const navNode: z.ZodMiniType<NavNode> = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  level: z.number(),
  get children() {
    return z.array(navNode);
  },
});

/** Header (multi-level categories) and footer (four columns) navigation of a store. */
export const categoryNavigation = defineEndpoint({
  name: 'category-navigation',
  method: 'GET',
  path: '/api/category-navigation',
  query: z.object({
    storeId: z.coerce.number().check(z.int(), z.positive()),
    type: z.enum(['header', 'footer']),
  }),
  reply: z.object({ items: z.array(navNode) }),
});

export const storeSwitchOption = z.object({
  storeId: z.number(),
  label: z.string(),
  storeLabel: z.string(),
  link: z.string(),
});
export type StoreSwitchOption = z.output<typeof storeSwitchOption>;

/** Stores a shopper may switch to (language switcher). */
export const storeSwitchOptions = defineEndpoint({
  name: 'store-switch-options',
  method: 'GET',
  path: '/api/store-switch-options',
  query: z.object({ store_type: z.optional(z.enum(['storeType1', 'storeType7'])) }),
  reply: z.object({ options: z.array(storeSwitchOption) }),
});

/** A store's validated config, by storeId or, without it, by the request's host. */
export const storeConfig = defineEndpoint({
  name: 'store-config',
  method: 'GET',
  path: '/api/store-config',
  query: z.object({ storeId: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
  // The config was validated by ajv at build and server start; the client trusts it.
  reply: z.record(z.string(), z.unknown()),
});

export const coreEndpoints = [session, pathLookup, categoryNavigation, storeSwitchOptions, storeConfig] as const;
