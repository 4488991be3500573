import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookiePreferenceSave } from '../../contracts/consent.ts';
import { FB_EVENTS, fbEndpoints, trackingPageView, trackingTransaction, trackingVisitor } from '../../contracts/tracking.ts';
import { webVitalsReport } from '../../contracts/web-vitals.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { getSession, updateSessionData } from '../session/session.ts';
import { recordCall } from './tracking-calls.ts';
import { trackedOrders } from './tracked-orders.ts';
import { visitorReply } from './visitor-view.ts';
import { recordVitals } from './web-vitals-store.ts';

async function record(request: FastifyRequest, reply: FastifyReply, endpoint: string, payload: unknown) {
  const session = await getSession(request);
  await recordCall(request.server.summit.db, { sessionId: session.key, storeId: requestStore(request).storeId, endpoint, payload });
  reply.header('cache-control', 'private, no-store');
  return session;
}

/**
 * The endpoints of contracts/tracking.ts (each records what it receives in tracking_calls),
 * contracts/consent.ts (the cookie choices, kept in the session) and contracts/web-vitals.ts.
 */
export function trackingRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;
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
      return trackedOrders(db, stores, session.customerId, query.orderIds.split(',').map(Number));
    },
    limits,
  );

  route(app, trackingVisitor, async ({ request, reply }) => visitorReply(db, request, await record(request, reply, trackingVisitor.name, {})), limits);

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

  consentAndVitalsRoutes(app);
}

function consentAndVitalsRoutes(app: FastifyInstance): void {
  route(
    app,
    cookiePreferenceSave,
    async ({ body, request, reply }) => {
      const preferences = { cookie_consent_given: true, accepted_functional: body.accepted_functional, accepted_advertising: body.accepted_advertising };
      await updateSessionData(request, reply, (data) => ({ ...data, cookieConsentPreferences: preferences }));
      reply.header('cache-control', 'private, no-store');
      return { cookieConsentPreferences: preferences };
    },
    { rateLimit: RATE_LIMITS.consent },
  );

  // The performance-metrics plugin's batches (plugins/web-vitals), answered 204.
  route(
    app,
    webVitalsReport,
    async ({ body, request, reply }) => {
      const storeId = requestStore(request).storeId;
      if (body.storeId !== storeId) throw new HttpError(400, `body/storeId must be this store's id (${storeId})`);
      await recordVitals(app.summit.db, storeId, body);
      reply.header('cache-control', 'private, no-store').code(204).send();
      return undefined;
    },
    { rateLimit: RATE_LIMITS.tracking, bodyLimit: TRACKING_BODY_LIMIT },
  );
}
