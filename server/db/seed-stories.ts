import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { storiesFor, storyBlocksFor } from './seed-data/stories/index.ts';
import { seedLanguage } from './seed-data/text.ts';

/**
 * The demo stories and sitewide banner blocks of every store that has none yet (a store added
 * later, or a database seeded before stories existed, gets its own), under the store's language.
 */
export async function seedStories(db: Db, stores: readonly StoreConfig[], now: Date): Promise<void> {
  for (const store of stores) {
    if ((await db.query('SELECT 1 FROM stories WHERE store_id = $1 LIMIT 1', [store.storeId])).length) continue;
    const lang = store.language.toLowerCase();
    const texts = seedLanguage(store.language);
    await insertRows(
      db,
      'stories',
      {
        store_id: 'integer',
        lang: 'text',
        slug: 'text',
        name: 'text',
        published: 'jsonb',
        draft: 'jsonb',
        published_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      storiesFor(store, texts).map((story) => ({
        store_id: store.storeId,
        lang,
        slug: story.slug,
        name: story.name,
        published: story.published,
        draft: story.draft,
        published_at: story.published ? now.toISOString() : null,
        updated_at: now.toISOString(),
      })),
    );
    await insertRows(
      db,
      'story_blocks',
      { store_id: 'integer', lang: 'text', block_id: 'text', published: 'jsonb', draft: 'jsonb', updated_at: 'timestamptz' },
      storyBlocksFor(store, texts).map((block) => ({
        store_id: store.storeId,
        lang,
        block_id: block.blockId,
        published: block.published,
        draft: block.draft,
        updated_at: now.toISOString(),
      })),
    );
  }
}
