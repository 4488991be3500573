import * as z from 'zod/mini';
import { defineEndpoint } from '../../core/api/endpoint.ts';

const recorded = z.object({ success: z.boolean() });

/** Spec 02 section 7: GET tracking-page-view (pageType, entityId, storeId). */
export const trackingPageView = defineEndpoint({
  name: 'tracking-page-view',
  method: 'GET',
  path: '/api/tracking-page-view',
  query: z.object({
    pageType: z.string().check(z.minLength(1), z.maxLength(64)),
    entityId: z.optional(z.coerce.number().check(z.int())),
    storeId: z.coerce.number().check(z.int(), z.positive()),
  }),
  reply: recorded,
});

export { trackingTransaction } from '../../core/api/tracking.ts';

/** Spec 02 section 3 'Visitor data'. */
export const visitorData = z.object({
  visitorId: z.string(),
  visitorEmail: z.nullable(z.string()),
  visitorStoreId: z.number(),
  visitorLoginState: z.enum(['logged-in', 'logged-out']),
  visitorUtmParameters: z.record(z.string(), z.string()),
  visitorExistingCustomer: z.boolean(),
  visitorCookieConsentPreferences: z.object({ functional: z.boolean(), advertising: z.boolean() }),
});
export type VisitorData = z.output<typeof visitorData>;

/** Spec 02 section 7: GET tracking-visitor. */
export const trackingVisitor = defineEndpoint({
  name: 'tracking-visitor',
  method: 'GET',
  path: '/api/tracking-visitor',
  reply: visitorData,
});
