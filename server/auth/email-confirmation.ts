import type { FastifyReply, FastifyRequest } from 'fastify';
import type { confirmationEmail, emailConfirm } from '../../contracts/email-confirmation.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { Db } from '../db/db.ts';
import { confirmationMessage } from './confirmation-messages.ts';
import { mailConfirmationLink } from './confirmation-mail.ts';
import { confirmAddress } from './confirmation-token.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { ParsedBodyOf, ParsedQueryOf } from '../http/route.ts';
import { notFound, requireMember } from '../members/member.ts';

/**
 * A path of this shop, or null: the referrer is sent back to the browser as where to go on
 * shopping, so it must not lead to another site (`//evil.test`, `/\evil.test`) or carry control characters.
 */
export function shopPath(referrer: string | undefined): string | null {
  if (!referrer || !referrer.startsWith('/') || referrer.startsWith('//') || referrer.includes('\\')) return null;
  if ([...referrer].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return referrer;
}

/** confirmation-email (spec 02 section 7): mails the signed-in member the link that confirms their address. */
export async function mailConfirmation(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  query: ParsedQueryOf<typeof confirmationEmail>,
): Promise<ReplyOf<typeof confirmationEmail>> {
  const { customerId, store } = await requireMember(request, reply);
  const locale = store.locale;
  // Another member's id answers like an unknown one.
  if (query.customer_id !== customerId) throw notFound(store);
  const [customer] = await db.query<{ email: string; is_confirmed: boolean }>('SELECT email, is_confirmed FROM customers WHERE id = $1', [customerId]);
  if (!customer) throw notFound(store);
  if (customer.is_confirmed) throw new HttpError(409, confirmationMessage('alreadyConfirmed', locale));
  const mailed = await mailConfirmationLink(db, request, store, { id: customerId, email: customer.email }, shopPath(query.referrer));
  if (!mailed) throw new HttpError(429, confirmationMessage('wait', locale));
  return { success: true, message: confirmationMessage('sent', locale) };
}

/** The mailed link's confirmation: where to go on shopping when it holds. */
export async function confirmEmail(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  body: ParsedBodyOf<typeof emailConfirm>,
): Promise<ReplyOf<typeof emailConfirm>> {
  const locale = requestStore(request).locale;
  reply.header('cache-control', 'private, no-store');
  const outcome = await confirmAddress(db, body.id, body.key);
  if (outcome.status === 'invalid') return { success: false, message: confirmationMessage('invalid', locale), continuePath: null };
  const message = confirmationMessage(outcome.status === 'confirmed' ? 'confirmed' : 'alreadyConfirmed', locale);
  return { success: true, message, continuePath: outcome.referrer };
}
