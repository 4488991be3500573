import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, idParam } from './common.ts';
import { successReply } from './shapes.ts';

/** Double opt-in (spec 02 sections 4 and 7): the confirmation email and the link it carries. */

/** Where the request was made from (a path of the shop), kept with the link it mails. */
const referrer = z.string().check(z.maxLength(500));

/**
 * Spec 02 section 7: a new confirmation email for the signed-in member, who must be the
 * `customer_id` named. Every mail voids the links sent before it.
 */
export const confirmationEmail = defineEndpoint({
  name: 'confirmation-email',
  method: 'POST',
  path: 'confirmation-email',
  query: z.object({ customer_id: idParam(), referrer: z.optional(referrer) }),
  reply: successReply,
});

/**
 * The mailed link's answer: `id` and `key` as the link carries them. Needs no sign-in (the key
 * proves the mailbox); a key confirms only the address it was mailed to, once, before it expires.
 */
export const emailConfirm = defineEndpoint({
  name: 'email-confirm',
  method: 'POST',
  path: 'customer/account/confirm',
  body: z.object({ id: id(), key: z.string().check(z.minLength(1), z.maxLength(200)) }),
  reply: z.extend(successReply, {
    /** The shop path the email was asked for from, to go on shopping there (null: home). */
    continuePath: z.nullable(z.string()),
  }),
});
export type EmailConfirmReply = z.output<typeof emailConfirm.reply>;
