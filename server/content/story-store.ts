import type { StoryBlock, StoryVersion } from '../../contracts/stories.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { CARD_COLUMNS, toCard, type CardRow } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { sendableStoryVersion } from './stored-html.ts';

/*
 * Stories and blocks as the CMS endpoints send them: the version the request may see, with
 * product carousels resolved to the cards of products sold in the store and rich text sanitised.
 */

interface StoredBlock {
  id: string;
  type: string;
  fields: Record<string, unknown>;
}

interface Versioned<T> {
  published: T | null;
  draft: T | null;
}

/**
 * The version to send: the draft only when the request asked for it AND may see it (a preview
 * host); a draft without changes is the published version. Null when there is nothing to show.
 */
export function chooseVersion<T>(row: Versioned<T>, draftAllowed: boolean): { content: T; version: StoryVersion } | null {
  if (draftAllowed) {
    const content = row.draft ?? row.published;
    return content === null ? null : { content, version: 'draft' };
  }
  return row.published === null ? null : { content: row.published, version: 'published' };
}

function isStoredBlock(value: unknown): value is StoredBlock {
  const block = value as Partial<StoredBlock> | null;
  return typeof block === 'object' && block !== null && typeof block.id === 'string' && typeof block.type === 'string' && typeof block.fields === 'object';
}

const productIdsOf = (block: StoredBlock): number[] =>
  Array.isArray(block.fields.productIds) ? block.fields.productIds.filter((id): id is number => Number.isInteger(id) && id > 0 && id < 2 ** 31) : [];

/** Sendable stored blocks (their rich text sanitised) as the storefront reads them; a stored value that is not a block is dropped. */
export async function resolveBlocks(db: Db, store: StoreConfig, stored: unknown[]): Promise<StoryBlock[]> {
  const blocks = stored.filter(isStoredBlock);
  const wanted = [...new Set(blocks.filter((b) => b.type === 'product-carousel').flatMap(productIdsOf))];
  const cards = new Map<number, ReturnType<typeof toCard>>();
  if (wanted.length) {
    const rows = await db.query<CardRow>(
      `SELECT ${CARD_COLUMNS}
         FROM products p
         JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
         LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active AND p.id = ANY($2::int[])`,
      [store.storeId, wanted],
    );
    for (const row of rows) cards.set(row.id, toCard(row, store.language));
  }
  return blocks.map((block) => {
    if (block.type !== 'product-carousel') return block;
    const { productIds: _ids, ...fields } = block.fields;
    return { ...block, fields: { ...fields, products: productIdsOf(block).flatMap((id) => cards.get(id) ?? []) } };
  });
}

interface StoryRow extends Versioned<{ blocks?: unknown }> {
  name: string;
  published_at: string | null;
  updated_at: string;
  html_sanitised: boolean;
}

export async function findStory(db: Db, store: StoreConfig, lang: string, slug: string, draftAllowed: boolean) {
  const [row] = await db.query<StoryRow>(
    'SELECT name, published, draft, published_at, updated_at, html_sanitised FROM stories WHERE store_id = $1 AND lang = $2 AND slug = $3',
    [store.storeId, lang, slug],
  );
  const chosen = row ? chooseVersion(row, draftAllowed) : null;
  if (!row || !chosen) return null;
  const content = await sendableStoryVersion(chosen.content, row.html_sanitised);
  const blocks = Array.isArray(content.blocks) ? content.blocks : [];
  const changed = chosen.version === 'draft' ? row.updated_at : (row.published_at ?? row.updated_at);
  return {
    id: slug,
    name: row.name,
    lang,
    version: chosen.version,
    updatedAt: new Date(changed).toISOString(),
    blocks: await resolveBlocks(db, store, blocks),
  };
}

export async function findBlock(db: Db, store: StoreConfig, lang: string, blockId: string, draftAllowed: boolean) {
  const [row] = await db.query<Versioned<unknown> & { html_sanitised: boolean }>(
    'SELECT published, draft, html_sanitised FROM story_blocks WHERE store_id = $1 AND lang = $2 AND block_id = $3',
    [store.storeId, lang, blockId],
  );
  const chosen = row ? chooseVersion(row, draftAllowed) : null;
  const version: StoryVersion = draftAllowed ? 'draft' : 'published';
  if (!chosen) return { block: null, version };
  const [block] = await resolveBlocks(db, store, [await sendableStoryVersion(chosen.content, row!.html_sanitised)]);
  return { block: block ?? null, version };
}
