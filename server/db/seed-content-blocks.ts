import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { pageTextsFor, staticBlocksFor } from './seed-data/blocks/index.ts';
import { seedLanguage } from './seed-data/text.ts';

/**
 * The static blocks (FAQ, share texts) and page texts of each store that has none yet, so that a
 * database seeded before they existed, or a store added later, gets them too.
 */
export async function seedContentBlocks(db: Db, stores: StoreConfig[]): Promise<number[]> {
  const seeded: number[] = [];
  for (const store of stores) {
    if ((await db.query('SELECT 1 FROM static_blocks WHERE store_id = $1 LIMIT 1', [store.storeId])).length > 0) continue;
    const language = seedLanguage(store.language);
    await insertRows(
      db,
      'static_blocks',
      { store_id: 'integer', identifier: 'text', render_template: 'text', title: 'text', content: 'text', position: 'integer' },
      staticBlocksFor(store, language).map((block) => ({
        store_id: store.storeId,
        identifier: block.identifier,
        render_template: block.renderTemplate,
        title: block.title,
        content: block.content,
        position: block.position,
      })),
    );
    await insertRows(
      db,
      'page_texts',
      { store_id: 'integer', area: 'text', content: 'text', position: 'integer' },
      pageTextsFor(store, language).map((text, position) => ({ store_id: store.storeId, area: text.area, content: text.content, position })),
    );
    seeded.push(store.storeId);
  }
  return seeded;
}
