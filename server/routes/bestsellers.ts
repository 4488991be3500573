import type { FastifyInstance } from 'fastify';
import { bestsellers, type Bestseller } from '../../contracts/catalog.ts';
import { bestsellerRows, storeOr404, toBestsellerCard, type BestsellerRow } from '../catalog/catalog.ts';
import { route } from '../http/route.ts';

export function toBestseller(row: BestsellerRow, language: string): Bestseller {
  const card = toBestsellerCard(row, language);
  return { productId: card.productId, productName: card.name, brandName: card.brandName, productImageUrl: card.imageUrl, url: card.url };
}

/** The store's bestsellers (see bestsellerRows for the ranking). */
export function bestsellersRoutes(app: FastifyInstance): void {
  route(
    app,
    bestsellers,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const rows = await bestsellerRows(app.summit.db, store.storeId, {}, query.limit);
      return { items: rows.map((row) => toBestseller(row, store.language)) };
    },
    { publicSeconds: 300 },
  );
}
