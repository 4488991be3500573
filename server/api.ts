import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { basketRoutes } from './basket/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { productExtrasRoutes } from './product-extras/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { storeRoutes } from './stores/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';

/**
 * Every endpoint of contracts/, registered under the API prefix, one domain folder at a time
 * (contract-coverage.test.ts checks that none is missing and none is extra). Each domain's
 * routes.ts names the contract modules it serves.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  sessionRoutes(app);
  storeRoutes(app);
  contentRoutes(app);
  catalogRoutes(app);
  productExtrasRoutes(app);
  basketRoutes(app);
  searchRoutes(app);
  authRoutes(app);
  accountRoutes(app);
  orderRoutes(app);
  newsletterRoutes(app);
  contactRoutes(app);
  trackingRoutes(app);
}
