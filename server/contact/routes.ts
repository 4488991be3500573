import type { FastifyInstance } from 'fastify';
import { sendUsMessage } from '../../contracts/contact.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { notFound } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { namedStore } from '../newsletter/subscribe.ts';
import { getSession } from '../session/session.ts';
import { newMessageReference } from './message-reference.ts';
import { contactCounts } from './sender-limits.ts';

/**
 * The contact form (send-us-message): stored for customer service, from a guest or a member; an
 * order named as the subject must be the signed-in member's own.
 */
export function contactRoutes(app: FastifyInstance): void {
  const { db, limits } = app.summit;

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
      await limits.take(contactCounts({ storeId: store.storeId, customerId, email: body.email }));
      const fields = [store.storeId, customerId, body.orderId ?? null, body.name.trim(), body.email.trim(), body.subject.trim(), body.message.trim()];
      // A reference already given (about one in 10⁵ after a million messages) draws another.
      for (let attempt = 0; attempt < 3; attempt++) {
        const reference = newMessageReference();
        const stored = await db.query(
          `INSERT INTO contact_messages (store_id, customer_id, order_id, name, email, subject, message, reference)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING RETURNING id`,
          [...fields, reference],
        );
        if (stored.length > 0) return { success: true, reference };
      }
      throw new Error('no free contact message reference in three draws');
    },
    { rateLimit: RATE_LIMITS.contactMessage },
  );
}
