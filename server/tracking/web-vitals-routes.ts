import type { FastifyInstance } from 'fastify';
import { webVitalsReport } from '../../contracts/web-vitals.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { RATE_LIMITS, TRACKING_BODY_LIMIT } from '../http/rate-limits.ts';
import { route } from '../http/route.ts';
import { recordVitals } from './web-vitals-store.ts';

/** POST vitals: the performance-metrics plugin's batches (plugins/web-vitals), answered 204. */
export function webVitalsRoutes(app: FastifyInstance): void {
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
