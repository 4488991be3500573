import type { FastifyInstance } from 'fastify';
import { brandList } from '../../contracts/brands.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { route } from '../http/route.ts';

interface BrandRow {
  id: number;
  name: string;
  url_key: string;
  product_count: number;
}

/** Every brand with products sold in the store (active, priced there), by name: the brands index. */
export function brandListRoutes(app: FastifyInstance): void {
  route(
    app,
    brandList,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const rows = await app.summit.db.query<BrandRow>(
        `SELECT b.id, b.name, b.url_key, count(*)::int AS product_count
           FROM brands b
           JOIN products p ON p.brand_id = b.id AND p.is_active
           JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
          GROUP BY b.id, b.name, b.url_key
          ORDER BY lower(b.name), b.id`,
        [store.storeId],
      );
      return { brands: rows.map((row) => ({ brandId: row.id, name: row.name, url: `/brand/${row.url_key}`, productCount: row.product_count })) };
    },
    { publicSeconds: 300 },
  );
}
