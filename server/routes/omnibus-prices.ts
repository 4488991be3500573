import type { FastifyInstance } from 'fastify';
import { omnibusPrices } from '../../contracts/product-extras.ts';
import { PRIOR_PRICE_DAYS } from '../../core/kit/pricing/omnibus.ts';
import { idList, storeOr404 } from '../catalog/catalog.ts';
import { lowestPriorPrices } from '../catalog/price-history.ts';
import { route } from '../http/route.ts';

/**
 * The EU prior price of up to 42 products in the store's currency, from the price history.
 * Answered for every store: the storefront shows it only where the rule applies (EU stores).
 */
export function omnibusPricesRoutes(app: FastifyInstance): void {
  route(
    app,
    omnibusPrices,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const ids = idList(query.productIds, 42);
      const lowest = await lowestPriorPrices(app.summit.db, store.storeId, ids);
      return {
        currency: store.currency.code,
        items: ids.flatMap((productId) => {
          const lowestPrice = lowest.get(productId);
          return lowestPrice === undefined ? [] : [{ productId, lowestPrice, days: PRIOR_PRICE_DAYS }];
        }),
      };
    },
    { publicSeconds: 60 },
  );
}
