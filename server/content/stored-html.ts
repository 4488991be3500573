import type { Db } from '../db/db.ts';

/*
 * CMS and story HTML is sanitised once, when the server finds it unsanitised (seeded, written by
 * hand, migrated), and stored so: reads send it as it is. The sanitiser parses HTML in jsdom,
 * which is about 75 MB of a server's memory; a server whose texts are all sanitised never loads it.
 */

type Sanitise = (html: string) => string;
let sanitiser: Promise<Sanitise> | null = null;
const loadSanitiser = () => (sanitiser ??= import('./sanitize-html.ts').then((module) => module.sanitizeHtml));

/** A stored text as it may be sent: as it is when sanitised, else sanitised now. */
export async function sendableHtml(html: string, sanitised: boolean): Promise<string> {
  return sanitised ? html : (await loadSanitiser())(html);
}

/** A stored story version or block as it may be sent: as it is when sanitised, else with its rich text sanitised now. */
export async function sendableStoryVersion<Version>(version: Version, sanitised: boolean): Promise<Version> {
  return sanitised ? version : (sanitiseStoryVersion(version, await loadSanitiser()) as Version);
}

interface StoredBlock {
  type?: unknown;
  fields?: Record<string, unknown>;
}

/** A story version ({ blocks }) or a block, with the HTML of its rich-text blocks sanitised. */
export function sanitiseStoryVersion(version: unknown, sanitise: Sanitise): unknown {
  const block = (value: unknown): unknown => {
    const stored = value as StoredBlock | null;
    if (stored?.type !== 'rich-text' || !stored.fields) return value;
    return { ...stored, fields: { ...stored.fields, html: sanitise(String(stored.fields.html ?? '')) } };
  };
  if (version === null || typeof version !== 'object') return version;
  const blocks = (version as { blocks?: unknown }).blocks;
  return Array.isArray(blocks) ? { ...version, blocks: blocks.map(block) } : block(version);
}

const TEXT_TABLES = ['cms_pages', 'static_blocks', 'page_texts'] as const;
const STORY_TABLES = [
  { table: 'stories', key: 'slug' },
  { table: 'story_blocks', key: 'block_id' },
] as const;

/** Sanitises and marks every stored text not marked yet; the number of rows changed. */
export async function sanitiseStoredHtml(db: Db): Promise<number> {
  const pending = await db.query<{ n: number }>(
    `SELECT (${[...TEXT_TABLES, ...STORY_TABLES.map((s) => s.table)].map((table) => `(SELECT count(*) FROM ${table} WHERE NOT html_sanitised)`).join(' + ')})::int AS n`,
  );
  if (!pending[0]?.n) return 0;
  const sanitise = await loadSanitiser();
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const table of TEXT_TABLES) {
      const rows = await tx.query<{ id: number; content: string }>(`SELECT id, content FROM ${table} WHERE NOT html_sanitised`);
      for (const row of rows) await tx.query(`UPDATE ${table} SET content = $2, html_sanitised = true WHERE id = $1`, [row.id, sanitise(row.content)]);
      changed += rows.length;
    }
    for (const { table, key } of STORY_TABLES) {
      const rows = await tx.query<{ store_id: number; lang: string; id: string; published: unknown; draft: unknown }>(
        `SELECT store_id, lang, ${key} AS id, published, draft FROM ${table} WHERE NOT html_sanitised`,
      );
      for (const row of rows) {
        const [published, draft] = [row.published, row.draft].map((version) =>
          version === null ? null : JSON.stringify(sanitiseStoryVersion(version, sanitise)),
        );
        await tx.query(
          `UPDATE ${table} SET published = $4::jsonb, draft = $5::jsonb, html_sanitised = true WHERE store_id = $1 AND lang = $2 AND ${key} = $3`,
          [row.store_id, row.lang, row.id, published, draft],
        );
      }
      changed += rows.length;
    }
    return changed;
  });
}
