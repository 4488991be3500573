import type { EndpointDef } from '../core/api/endpoint.ts';
import * as account from './account.ts';
import * as auth from './auth.ts';
import * as basket from './basket.ts';
import * as brands from './brands.ts';
import * as catalog from './catalog.ts';
import * as categories from './categories.ts';
import * as consent from './consent.ts';
import * as contact from './contact.ts';
import * as content from './content.ts';
import * as emailConfirmation from './email-confirmation.ts';
import * as home from './home.ts';
import * as navigation from './navigation.ts';
import * as newsletter from './newsletter.ts';
import * as orders from './orders.ts';
import * as productExtras from './product-extras.ts';
import * as recentlyViewed from './recently-viewed.ts';
import * as routing from './routing.ts';
import * as search from './search.ts';
import * as session from './session.ts';
import * as staticBlocks from './static-blocks.ts';
import * as sizeGuide from './size-guide.ts';
import * as stores from './stores.ts';
import * as stories from './stories.ts';
import * as tracking from './tracking.ts';
import * as webVitals from './web-vitals.ts';

/*
 * Every endpoint the storefront may call, for the server and the tests (a backend implements
 * exactly these). Plugins import the domain module they need, never this index: it would put
 * every contract into their chunk.
 */

function endpointsOf(module: Record<string, unknown>): EndpointDef[] {
  const found: EndpointDef[] = [];
  for (const value of Object.values(module)) {
    if (isEndpoint(value)) found.push(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (isEndpoint(inner)) found.push(inner);
    }
  }
  return found;
}

function isEndpoint(value: unknown): value is EndpointDef {
  const v = value as Partial<EndpointDef> | null;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.path === 'string' && typeof v.method === 'string' && 'reply' in v;
}

export const allEndpoints: readonly EndpointDef[] = [
  account,
  auth,
  basket,
  brands,
  catalog,
  categories,
  consent,
  contact,
  content,
  emailConfirmation,
  home,
  navigation,
  newsletter,
  orders,
  productExtras,
  recentlyViewed,
  routing,
  search,
  session,
  staticBlocks,
  sizeGuide,
  stores,
  stories,
  tracking,
  webVitals,
].flatMap((module) => endpointsOf(module as Record<string, unknown>));
