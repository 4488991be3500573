import type { FastifyInstance } from 'fastify';
import { brandBlocks } from '../../contracts/catalog.ts';
import { MAX_ID, storeOr404 } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

interface BrandRow {
  id: number;
  name: string;
  logo_url: string | null;
  description: Record<string, unknown>;
}

function paragraphs(description: Record<string, unknown>, language: string): string[] {
  const found = description[language] ?? description.en;
  return Array.isArray(found) ? found.filter((p): p is string => typeof p === 'string') : [];
}

/** A brand page's content by its brand page id (path-lookup metadata brandPageId). */
export function brandBlocksRoutes(app: FastifyInstance): void {
  route(
    app,
    brandBlocks,
    async ({ params, query }) => {
      const store = storeOr404(app, query.storeId);
      const [brand] =
        params.brandPageId > MAX_ID
          ? []
          : await app.summit.db.query<BrandRow>('SELECT id, name, logo_url, description FROM brands WHERE brand_page_id = $1', [params.brandPageId]);
      if (!brand) throw new HttpError(404, `No brand page ${params.brandPageId}`);
      return { brandId: brand.id, name: brand.name, logoUrl: brand.logo_url, description: paragraphs(brand.description, store.language) };
    },
    { publicSeconds: 300 },
  );
}
