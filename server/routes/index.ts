import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';
import { authRoutes } from './auth.ts';
import { navigationRoutes } from './navigation.ts';
import { orderActionRoutes } from './order-actions.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
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
  authRoutes(app);
  accountRoutes(app);
  addressRoutes(app);
  orderRoutes(app);
  orderActionRoutes(app);
  paymentRoutes(app);
}
