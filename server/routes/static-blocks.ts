import type { FastifyInstance } from 'fastify';
import { pageText, staticBlocks, type StaticBlock } from '../../contracts/static-blocks.ts';
import { sanitizeHtml } from '../content/sanitize-html.ts';
import { route } from '../http/route.ts';

interface BlockRow {
  identifier: string;
  render_template: string;
  title: string;
  content: string;
}

/** `faq_*` → the LIKE pattern of every identifier starting with `faq_` (the underscore taken literally). */
export function familyPattern(query: string): string | null {
  if (!query.endsWith('_*')) return null;
  return `${query.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Static blocks (spec 01 section 7 'static-blocks') and page texts (spec 02 section 7 'page-text'):
 * the store's active blocks, sanitised; the same for every visitor of the store.
 */
export function staticBlockRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    staticBlocks,
    async ({ query }) => {
      const pattern = familyPattern(query.identifier);
      const rows = await db.query<BlockRow>(
        `SELECT identifier, render_template, title, content FROM static_blocks
         WHERE store_id = $1 AND is_active AND ${pattern ? 'identifier LIKE $2' : 'identifier = $2'}
         ORDER BY position, identifier LIMIT 200`,
        [query.storeId, pattern ?? query.identifier],
      );
      return rows.map((row): StaticBlock => ({
        identifier: row.identifier,
        renderTemplate: row.render_template,
        title: row.title,
        content: sanitizeHtml(row.content),
      }));
    },
    { publicSeconds: 60 },
  );

  route(
    app,
    pageText,
    async ({ query }) => {
      const rows = await db.query<{ area: string; content: string }>(
        `SELECT area, content FROM page_texts
         WHERE store_id = $1 AND area = $2 AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
         ORDER BY position, id`,
        [query.storeId, query.area],
      );
      return { items: rows.map((row) => ({ area: row.area, content: sanitizeHtml(row.content) })) };
    },
    { publicSeconds: 60 },
  );
}
