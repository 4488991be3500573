import type { FastifyInstance } from 'fastify';
import { sizeGuide } from '../../contracts/size-guide.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { loadSizeGuide } from '../catalog/size-guides.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

/** One size guide in the store's language; 404 JSON for an unknown one. */
export function sizeGuideRoutes(app: FastifyInstance): void {
  route(
    app,
    sizeGuide,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const guide = await loadSizeGuide(app.summit.db, query.identifier, store.language);
      if (!guide) throw new HttpError(404, `No size guide ${query.identifier}`);
      return guide;
    },
    { publicSeconds: 300 },
  );
}
