import type { FastifyInstance } from 'fastify';
import { sendUsMessage } from '../../contracts/contact.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { notFound } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { namedStore } from '../newsletter/subscribe.ts';
import { getSession } from '../session/session.ts';

/** What a shopper quotes on the phone about their message. */
export const messageReference = (id: number) => `M-${String(id).padStart(6, '0')}`;

/**
 * The contact form (send-us-message): stored for customer service, from a guest or a member; an
 * order named as the subject must be the signed-in member's own.
 */
export function contactRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    sendUsMessage,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      const store = namedStore(request, body.storeId);
      const { customerId } = await getSession(request);
      if (body.orderId !== undefined) {
        if (customerId === null) throw new HttpError(401, message('signInRequired', store.locale));
        const owned = await db.query('SELECT 1 FROM orders WHERE id = $1 AND customer_id = $2', [body.orderId, customerId]);
        if (owned.length === 0) throw notFound(store);
      }
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (store_id, customer_id, order_id, name, email, subject, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [store.storeId, customerId, body.orderId ?? null, body.name.trim(), body.email.trim(), body.subject.trim(), body.message.trim()],
      );
      return { success: true, reference: messageReference(row!.id) };
    },
    { rateLimit: RATE_LIMITS.contactMessage },
  );
}
