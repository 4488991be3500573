import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, SINGLE_LINE } from './common.ts';

/** The contact form's limits, the same for the form's validators and the server. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 20,
  messageMax: 3000,
} as const;

const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/\S/), z.regex(SINGLE_LINE));

/**
 * POST send-us-message: the contact form of /contact-us (spec 01 section 2; the spec names its
 * modal size send-us-message). A guest or a member writes to customer service; a member may name
 * one of their orders. Rate-limited per address, per sender and per store on the reference server.
 */
export const sendUsMessage = defineEndpoint({
  name: 'send-us-message',
  method: 'POST',
  path: 'send-us-message',
  body: z.object({
    storeId: id(),
    name: filled(CONTACT_LIMITS.name),
    email: z.string().check(z.maxLength(CONTACT_LIMITS.email), z.regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/), z.regex(SINGLE_LINE)),
    subject: filled(CONTACT_LIMITS.subject),
    message: z.string().check(z.minLength(CONTACT_LIMITS.messageMin), z.maxLength(CONTACT_LIMITS.messageMax), z.regex(/\S/)),
    /** One of the signed-in member's orders. */
    orderId: z.optional(id()),
  }),
  /** `reference`: what the shopper quotes when they call (e.g. M-7KQ2-XD9H), random so that it names no other message. */
  reply: z.object({ success: z.boolean(), reference: z.string() }),
});
