import type { CmsPageItem } from '../../contracts/content.ts';
import type { PageTextItem, StaticBlock } from '../../contracts/static-blocks.ts';
import type { Db } from '../db/db.ts';
import { sendableHtml } from './stored-html.ts';

interface BlockRow {
  identifier: string;
  render_template: string;
  title: string;
  content: string;
  html_sanitised: boolean;
}

interface CmsPageRow {
  identifier: string;
  title: string;
  content: string;
  meta_description: string | null;
  html_sanitised: boolean;
}

/** `faq_*` → the LIKE pattern of every identifier starting with `faq_` (the underscore taken literally). */
export function familyPattern(query: string): string | null {
  if (!query.endsWith('_*')) return null;
  return `${query.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Static blocks (spec 01 section 7 'static-blocks'): the store's active blocks of an identifier or a family (`faq_*`), sanitised. */
export async function findStaticBlocks(db: Db, storeId: number, identifier: string): Promise<StaticBlock[]> {
  const pattern = familyPattern(identifier);
  const rows = await db.query<BlockRow>(
    `SELECT identifier, render_template, title, content, html_sanitised FROM static_blocks
     WHERE store_id = $1 AND is_active AND ${pattern ? 'identifier LIKE $2' : 'identifier = $2'}
     ORDER BY position, identifier LIMIT 200`,
    [storeId, pattern ?? identifier],
  );
  return Promise.all(
    rows.map(async (row) => ({
      identifier: row.identifier,
      renderTemplate: row.render_template,
      title: row.title,
      content: await sendableHtml(row.content, row.html_sanitised),
    })),
  );
}

/** Page texts (spec 02 section 7 'page-text'): the texts of an area that are on now, sanitised. */
export async function findPageTexts(db: Db, storeId: number, area: string): Promise<PageTextItem[]> {
  const rows = await db.query<{ area: string; content: string; html_sanitised: boolean }>(
    `SELECT area, content, html_sanitised FROM page_texts
     WHERE store_id = $1 AND area = $2 AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
     ORDER BY position, id`,
    [storeId, area],
  );
  return Promise.all(rows.map(async (row) => ({ area: row.area, content: await sendableHtml(row.content, row.html_sanitised) })));
}

/** Content pages (spec 02 section 7 'cms-page'): the store's active page with that identifier, sanitised. */
export async function findCmsPages(db: Db, storeId: number, identifier: string): Promise<CmsPageItem[]> {
  const rows = await db.query<CmsPageRow>(
    'SELECT identifier, title, content, meta_description, html_sanitised FROM cms_pages WHERE store_id = $1 AND identifier = $2 AND is_active',
    [storeId, identifier],
  );
  return Promise.all(
    rows.map(async (row) => ({
      identifier: row.identifier,
      title: row.title,
      content: await sendableHtml(row.content, row.html_sanitised),
      metaDescription: row.meta_description,
    })),
  );
}
