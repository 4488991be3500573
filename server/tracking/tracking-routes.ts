import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FB_EVENTS, fbEndpoints } from '../../contracts/tracking.ts';
import { trackingTransaction } from '../../contracts/tracking.ts';
import { trackingPageView, trackingVisitor } from '../../contracts/tracking.ts';
import { requestStore } from '../context.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { publicSessionId } from '../session/session-reply.ts';
import { NO_CONSENT } from '../session/session-data.ts';
import { getSession } from '../session/session.ts';
import { recordCall } from './tracking-calls.ts';
import { trackedOrders } from './tracked-orders.ts';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'st', 'ad', 'gclid'];

async function record(request: FastifyRequest, reply: FastifyReply, endpoint: string, payload: unknown) {
  const session = await getSession(request);
  await recordCall(request.server.summit.db, { sessionId: session.id, storeId: requestStore(request).storeId, endpoint, payload });
  reply.header('cache-control', 'private, no-store');
  return session;
}

/** Tracking endpoints of the reference API: each records what it receives (tracking_calls). */
export function trackingRoutes(app: FastifyInstance): void {
  const limits = { rateLimit: RATE_LIMITS.tracking, bodyLimit: TRACKING_BODY_LIMIT };
  route(
    app,
    trackingPageView,
    async ({ query, request, reply }) => {
      await record(request, reply, trackingPageView.name, query);
      return { success: true };
    },
    limits,
  );

  route(
    app,
    trackingTransaction,
    async ({ query, request, reply }) => {
      const session = await record(request, reply, trackingTransaction.name, query);
      return trackedOrders(app.summit.db, app.summit.stores, session.customerId, query.orderIds.split(',').map(Number));
    },
    limits,
  );

  route(
    app,
    trackingVisitor,
    async ({ request, reply }) => {
      const session = await record(request, reply, trackingVisitor.name, {});
      const [customer] = session.customerId
        ? await app.summit.db.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [session.customerId])
        : [];
      const consent = session.data.cookieConsentPreferences ?? NO_CONSENT;
      const referer = request.headers.referer;
      const utm: Record<string, string> = {};
      if (referer) {
        try {
          const params = new URL(referer).searchParams;
          for (const key of UTM_KEYS) {
            const value = params.get(key);
            if (value) utm[key] = value.slice(0, 200);
          }
        } catch {
          // A malformed Referer has no parameters to read.
        }
      }
      return {
        visitorId: publicSessionId(session.id),
        visitorEmail: customer?.email ?? null,
        visitorStoreId: requestStore(request).storeId,
        visitorLoginState: session.customerId ? ('logged-in' as const) : ('logged-out' as const),
        visitorUtmParameters: utm,
        visitorExistingCustomer: session.customerId !== null,
        visitorCookieConsentPreferences: { functional: consent.accepted_functional, advertising: consent.accepted_advertising },
      };
    },
    limits,
  );

  for (const event of FB_EVENTS) {
    const endpoint = fbEndpoints[event];
    route(
      app,
      endpoint,
      async ({ body, request, reply }) => {
        await record(request, reply, endpoint.name, body);
        return { success: true };
      },
      limits,
    );
  }
}
