import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../core/api/endpoint.ts';
import { id, idList, storeIdParam } from './common.ts';
import { recordedReply } from './shapes.ts';

/** Tracking endpoints of spec 02 section 7: the product API's own, and the ad-conversion ones. */

/** GET tracking-page-view (pageType, entityId, storeId). */
export const trackingPageView = defineEndpoint({
  name: 'tracking-page-view',
  method: 'GET',
  path: 'tracking-page-view',
  query: z.object({
    pageType: z.string().check(z.minLength(1), z.maxLength(64)),
    entityId: z.optional(z.coerce.number().check(z.int())),
    storeId: storeIdParam(),
  }),
  reply: recordedReply,
});

/** Spec 01 'Purchase tracking' fields of one order. */
export const trackedOrder = z.object({
  transactionId: z.string(),
  currency: z.string(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  products: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), price: z.number(), quantity: z.number() })),
  promoCode: z.nullable(z.string()),
});
export type TrackedOrder = z.output<typeof trackedOrder>;

/** GET tracking-transaction (orderIds): the visitor's orders among them, and how many orders the visitor has. */
export const trackingTransaction = defineEndpoint({
  name: 'tracking-transaction',
  method: 'GET',
  path: 'tracking-transaction',
  query: z.object({ orderIds: idList(46) }),
  reply: z.object({ orders: z.array(trackedOrder), orders_total_count: z.number() }),
});
export type TrackingTransactionReply = z.output<typeof trackingTransaction.reply>;

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

/** GET tracking-visitor. */
export const trackingVisitor = defineEndpoint({
  name: 'tracking-visitor',
  method: 'GET',
  path: 'tracking-visitor',
  reply: visitorData,
});

/** The ppc-fb-* payload. */
export const fbPayload = z.object({
  userId: id(),
  storeId: id(),
  userEmail: z.string().check(z.maxLength(254)),
  eventId: z.string().check(z.minLength(1), z.maxLength(64)),
  eventData: z.record(z.string(), z.unknown()),
  sourceUrl: z.string().check(z.maxLength(4096)),
  userAgent: z.string().check(z.maxLength(1024)),
});
export type FbPayload = z.output<typeof fbPayload>;

export const FB_EVENTS = ['page-view', 'view-content', 'complete-registration', 'add-to-cart', 'purchase', 'initiate-checkout', 'ltv'] as const;
export type FbEvent = (typeof FB_EVENTS)[number];

type FbEndpoint = EndpointDef<z.ZodMiniType, typeof fbPayload, typeof recordedReply>;

/** POST ppc-fb-page-view, ppc-fb-view-content, ... one declaration per event. */
export const fbEndpoints = Object.fromEntries(
  FB_EVENTS.map((event) => [
    event,
    defineEndpoint({ name: `ppc-fb-${event}`, method: 'POST', path: `ppc-fb-${event}`, body: fbPayload, reply: recordedReply }),
  ]),
) as Record<FbEvent, FbEndpoint>;
