import type { ConsentState } from '../../contracts/consent.ts';
import type { FbEvent, FbPayload, TrackingTransactionReply } from '../../contracts/tracking.ts';
import type { ReadonlySession } from '../../core/plugin-api.ts';

/** The email check of spec 02 section 5 (one @, a dotted domain, no spaces, at most 254 characters). */
export function isValidEmail(email: string | null | undefined): email is string {
  return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export interface FbUser {
  userId: number;
  userEmail: string;
}

/**
 * Ad-conversion tracking is sent only with advertising consent, a user id, and an email that
 * passes the email check (spec 02 sections 5 and 6). Returns the user, or null.
 */
export function fbUser(consent: ConsentState, session: Pick<ReadonlySession, 'raw'>): FbUser | null {
  if (!consent.given || !consent.advertising) return null;
  const userId = session.raw?.customer_id ?? null;
  const email = session.raw?.email ?? null;
  if (userId === null || userId <= 0 || !isValidEmail(email)) return null;
  return { userId, userEmail: email };
}

export function newEventId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function fbPayload(
  user: FbUser,
  fields: { storeId: number; eventData: Record<string, unknown>; href: string; userAgent: string; eventId?: string },
): FbPayload {
  return {
    userId: user.userId,
    storeId: fields.storeId,
    userEmail: user.userEmail,
    eventId: fields.eventId ?? newEventId(),
    eventData: fields.eventData,
    sourceUrl: encodeURIComponent(fields.href),
    userAgent: fields.userAgent.slice(0, 1024),
  };
}

/** ppc-fb-purchase for each order of the confirmation, then ppc-fb-ltv with the visitor's orders count. */
export function purchaseEvents(reply: TrackingTransactionReply): Array<[FbEvent, Record<string, unknown>]> {
  const events: Array<[FbEvent, Record<string, unknown>]> = reply.orders.map((order) => [
    'purchase',
    {
      order_id: order.transactionId,
      value: order.total,
      currency: order.currency,
      content_ids: order.products.map((p) => p.id),
      content_type: 'product',
      num_items: order.products.reduce((sum, p) => sum + p.quantity, 0),
    },
  ]);
  const [first] = reply.orders;
  if (first) {
    const value = Math.round(reply.orders.reduce((sum, order) => sum + order.total, 0) * 100) / 100;
    events.push(['ltv', { value, currency: first.currency, orders_total_count: reply.orders_total_count }]);
  }
  return events;
}
