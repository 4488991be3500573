import type { FastifyInstance } from 'fastify';
import { categoryPrices } from '../../contracts/catalog.ts';
import { idList, storeOr404, type PriceRow } from '../catalog/catalog.ts';
import { advertisedPrices } from '../catalog/price-history.ts';
import { route } from '../http/route.ts';

/** Prices of listed products in the store's currency; unknown or inactive ids are left out. */
export function categoryPricesRoutes(app: FastifyInstance): void {
  route(
    app,
    categoryPrices,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const ids = idList(query.productIds, 42);
      const rows = await app.summit.db.query<PriceRow & { product_id: number }>(
        `SELECT pp.product_id, pp.price, pp.rrp, pp.special_price
         FROM product_prices pp JOIN products p ON p.id = pp.product_id AND p.is_active
        WHERE pp.store_id = $1 AND pp.product_id = ANY($2::int[])`,
        [store.storeId, ids],
      );
      const byId = new Map(rows.map((row) => [row.product_id, row]));
      // In the order asked for.
      const found = ids.flatMap((productId) => {
        const row = byId.get(productId);
        return row ? [{ productId, row }] : [];
      });
      return { currency: store.currency.code, prices: await advertisedPrices(app.summit.db, store, found) };
    },
    { publicSeconds: 60 },
  );
}
