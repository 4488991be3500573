import type { FastifyInstance } from 'fastify';
import { consentRoutes } from './consent-routes.ts';
import { trackingTestRoutes } from './test-routes.ts';
import { trackingRoutes } from './tracking-routes.ts';

/** Consent and tracking endpoints (issue 6), plus their test-only helpers under NODE_ENV=test. */
export function consentTrackingRoutes(app: FastifyInstance): void {
  consentRoutes(app);
  trackingRoutes(app);
  trackingTestRoutes(app);
}
