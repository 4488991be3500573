import type { FastifyInstance } from 'fastify';
import { brandBestsellersNew } from '../../contracts/catalog.ts';
import { bestsellerRows, categoryTree, MAX_ID, storeOr404 } from '../catalog/catalog.ts';
import { route } from '../http/route.ts';
import { toBestseller } from './bestsellers.ts';

/** Bestsellers of a brand and/or a category (with its sub-categories); unknown ids give an empty list. */
export function brandBestsellersNewRoutes(app: FastifyInstance): void {
  route(
    app,
    brandBestsellersNew,
    async ({ query }) => {
      const store = storeOr404(app, query.store_id);
      const { db } = app.summit;
      if ((query.brand_id ?? 0) > MAX_ID || (query.category_id ?? 0) > MAX_ID) return { items: [] };
      const categoryIds = query.category_id === undefined ? undefined : await categoryTree(db, query.category_id);
      if (categoryIds && !categoryIds.length) return { items: [] };
      const rows = await bestsellerRows(
        db,
        store.storeId,
        { ...(query.brand_id === undefined ? {} : { brandId: query.brand_id }), ...(categoryIds ? { categoryIds } : {}) },
        query.limit,
      );
      return { items: rows.map((row) => toBestseller(row, store.language)) };
    },
    { publicSeconds: 300 },
  );
}
