import type { FastifyInstance } from 'fastify';
import { consentRoutes } from '../tracking/consent-routes.ts';
import { trackingRoutes } from '../tracking/tracking-routes.ts';
import { accountRoutes } from './account.ts';
import { addressRoutes } from './addresses.ts';
import { authRoutes } from './auth.ts';
import { brandListRoutes } from './brand-list.ts';
import { cmsPageRoutes } from './cms-page.ts';
import { contactRoutes } from './contact.ts';
import { emailConfirmationRoutes } from './email-confirmation.ts';
import { navigationRoutes } from './navigation.ts';
import { newsletterRoutes } from './newsletter.ts';
import { orderActionRoutes } from './order-actions.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { pathLookupRoutes } from './path-lookup.ts';
import { productPageRoutes } from './product-page.ts';
import { searchRoutes } from './search.ts';
import { sessionRoutes } from './session.ts';
import { shoppingRoutes } from './shopping.ts';
import { staticBlockRoutes } from './static-blocks.ts';
import { storeRoutes } from './stores.ts';
import { storyRoutes } from './stories.ts';

/** Every endpoint of contracts/, registered under the API prefix (a test checks none is missing). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  sessionRoutes(app);
  pathLookupRoutes(app);
  navigationRoutes(app);
  cmsPageRoutes(app);
  staticBlockRoutes(app);
  storyRoutes(app);
  brandListRoutes(app);
  storeRoutes(app);
  shoppingRoutes(app);
  productPageRoutes(app);
  consentRoutes(app);
  trackingRoutes(app);
  authRoutes(app);
  accountRoutes(app);
  addressRoutes(app);
  orderRoutes(app);
  orderActionRoutes(app);
  paymentRoutes(app);
  searchRoutes(app);
  newsletterRoutes(app);
  emailConfirmationRoutes(app);
  contactRoutes(app);
}
