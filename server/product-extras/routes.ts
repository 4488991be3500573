import type { FastifyInstance } from 'fastify';
import {
  getStockDelivery,
  getStockMessages,
  omnibusPrices,
  productsRecommended,
  productsRelated,
  productsRelatedBrand,
  relatedSales,
} from '../../contracts/product-extras.ts';
import { recentlyViewed, recentlyViewedSave } from '../../contracts/recently-viewed.ts';
import { sizeGuide } from '../../contracts/size-guide.ts';
import { PRIOR_PRICE_DAYS } from '../../core/kit/pricing/omnibus.ts';
import { idList, storeOr404 } from '../catalog/catalog.ts';
import { lowestPriorPrices } from '../catalog/price-history.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { getSession } from '../session/session.ts';
import { memberRecentlyViewed, productsAsViewed, recordView } from './recently-viewed-store.ts';
import { recommendedProducts, relatedProducts, sameBrandProducts } from './related-products-store.ts';
import { departmentSales } from './related-sales-store.ts';
import { loadSizeGuide } from './size-guides.ts';
import { stockDeliveries, stockMessages } from './stock-store.ts';

/**
 * The endpoints of contracts/product-extras.ts, size-guide.ts and recently-viewed.ts: what
 * product pages and listings show beside the products.
 */
export function productExtrasRoutes(app: FastifyInstance): void {
  besideProductRoutes(app);
  recentlyViewedRoutes(app);
}

/** Related products and sales, stock, EU prior prices and size guides: the same for everyone in the store. */
function besideProductRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const minute = { publicSeconds: 60 };

  route(
    app,
    productsRelated,
    async ({ query }) => ({ items: await relatedProducts(db, storeOr404(app, query.storeId), query.productId, query.limit) }),
    minute,
  );
  route(
    app,
    productsRelatedBrand,
    async ({ query }) => ({ items: await sameBrandProducts(db, storeOr404(app, query.storeId), query.productId, query.limit) }),
    minute,
  );
  route(
    app,
    productsRecommended,
    async ({ query }) => ({ items: await recommendedProducts(db, storeOr404(app, query.storeId), query.productId, query.limit) }),
    minute,
  );
  route(app, relatedSales, ({ query }) => departmentSales(db, storeOr404(app, query.storeId), query.categoryId), minute);
  route(app, getStockMessages, ({ query }) => stockMessages(db, storeOr404(app, query.storeId).storeId, query.productId), minute);
  route(app, getStockDelivery, ({ query }) => stockDeliveries(db, storeOr404(app, query.storeId).storeId, query.productId), minute);

  // Answered for every store: the storefront shows the EU prior price only where the rule applies (EU stores).
  route(
    app,
    omnibusPrices,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const ids = idList(query.productIds, 42);
      const lowest = await lowestPriorPrices(db, store.storeId, ids);
      return {
        currency: store.currency.code,
        items: ids.flatMap((productId) => {
          const lowestPrice = lowest.get(productId);
          return lowestPrice === undefined ? [] : [{ productId, lowestPrice, days: PRIOR_PRICE_DAYS }];
        }),
      };
    },
    minute,
  );

  route(
    app,
    sizeGuide,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const guide = await loadSizeGuide(db, query.identifier, store.language);
      if (!guide) throw new HttpError(404, `No size guide ${query.identifier}`);
      return guide;
    },
    { publicSeconds: 300 },
  );
}

/**
 * Spec 02 section 7: GET and POST recently-viewed. A member's list is kept here (the newest 30);
 * a guest's stays in the browser, which sends its ids to get them with the store's prices.
 */
function recentlyViewedRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, recentlyViewed, async ({ query, request, reply }) => {
    const store = storeOr404(app, query.storeId);
    reply.header('cache-control', 'private, no-store');
    if (query.product_ids !== undefined) return { items: (await productsAsViewed(db, idList(query.product_ids, 30), store)).slice(0, query.limit) };
    const session = await getSession(request);
    if (session.customerId === null) return { items: [] };
    return { items: await memberRecentlyViewed(db, session.customerId, store, query.limit) };
  });

  route(app, recentlyViewedSave, async ({ body, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    if (!(await recordView(db, customerId, body.product_id))) throw new HttpError(404, `No product ${body.product_id}`);
    return { saved: true };
  });
}
