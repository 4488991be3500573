import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../../core/api/endpoint.ts';

/** Spec 02 section 7: the ppc-fb-* payload. */
export const fbPayload = z.object({
  userId: z.number().check(z.int(), z.positive()),
  storeId: z.number().check(z.int(), z.positive()),
  userEmail: z.string().check(z.maxLength(254)),
  eventId: z.string().check(z.minLength(1), z.maxLength(64)),
  eventData: z.record(z.string(), z.unknown()),
  sourceUrl: z.string().check(z.maxLength(4096)),
  userAgent: z.string().check(z.maxLength(1024)),
});
export type FbPayload = z.output<typeof fbPayload>;

export const FB_EVENTS = [
  'page-view',
  'view-content',
  'complete-registration',
  'add-to-cart',
  'purchase',
  'initiate-checkout',
  'ltv',
] as const;
export type FbEvent = (typeof FB_EVENTS)[number];

const reply = z.object({ success: z.boolean() });
type FbEndpoint = EndpointDef<z.ZodMiniType, typeof fbPayload, typeof reply>;

/** POST ppc-fb-page-view, ppc-fb-view-content, ... one declaration per event. */
export const fbEndpoints = Object.fromEntries(
  FB_EVENTS.map((event) => [
    event,
    defineEndpoint({ name: `ppc-fb-${event}`, method: 'POST', path: `/api/ppc-fb-${event}`, body: fbPayload, reply }),
  ]),
) as Record<FbEvent, FbEndpoint>;
