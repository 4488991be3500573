import type { FastifyInstance } from 'fastify';
import { navigationRoutes } from './navigation.ts';
import { pathLookupRoutes } from './path-lookup.ts';
import { sessionRoutes } from './session.ts';
import { shoppingRoutes } from './shopping.ts';
import { storeRoutes } from './stores.ts';
import { consentTrackingRoutes } from '../tracking/index.ts';

/** The endpoints of core/api/contract.ts. Feature routes (basket, orders...) register beside these. */
export function coreRoutes(app: FastifyInstance): void {
  sessionRoutes(app);
  pathLookupRoutes(app);
  navigationRoutes(app);
  storeRoutes(app);
  shoppingRoutes(app);
  consentTrackingRoutes(app);
}
