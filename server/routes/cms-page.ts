import type { FastifyInstance } from 'fastify';
import { cmsPage } from '../../contracts/content.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { route } from '../http/route.ts';

interface CmsPageRow {
  identifier: string;
  title: string;
  content: string;
  meta_description: string | null;
}

/** Content pages (spec 02 section 7 'cms-page'): the store's active page with that identifier, sanitised. */
export function cmsPageRoutes(app: FastifyInstance): void {
  route(
    app,
    cmsPage,
    async ({ query }) => {
      const rows = await app.summit.db.query<CmsPageRow>(
        'SELECT identifier, title, content, meta_description FROM cms_pages WHERE store_id = $1 AND identifier = $2 AND is_active',
        [query.storeId, query.identifier],
      );
      // The same for every visitor of the store; editors' changes show within a minute.
      return {
        items: rows.map((row) => ({ identifier: row.identifier, title: row.title, content: sanitizeHtml(row.content), metaDescription: row.meta_description })),
      };
    },
    { publicSeconds: 60 },
  );
}
