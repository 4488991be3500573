import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from './db.ts';
import { CATEGORY } from './seed-data/categories.ts';
import { text } from './seed-data/text.ts';

/**
 * The members' early-access sale of each store (migration 0024): reserved to the members'
 * customer group (group 1, every member's default), so the home shows it only through
 * pss-hp-data, to a signed-in member. Idempotent: a store that has it is left alone.
 */
export const MEMBER_SALE = {
  /** Its event id is store id * 100 + 50 (the other seeded sales use 1 to 4). */
  offset: 50,
  categoryId: CATEGORY.skiHelmets,
  groupId: 1,
  slug: 'members-early-access',
  name: text(
    "Members' early access: helmets",
    'Avant-première membres : casques',
    'Vorverkauf für Mitglieder: Helme',
    'Tidlig adgang for medlemmer: hjelme',
    'Acceso anticipado para socios: cascos',
    'Förtur för medlemmar: hjälmar',
  ),
};

export const memberSaleId = (storeId: number): number => storeId * 100 + MEMBER_SALE.offset;

export async function seedMemberSales(db: Db, stores: readonly StoreConfig[], now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  for (const store of stores) {
    const id = memberSaleId(store.storeId);
    if ((await db.query('SELECT 1 FROM category_events WHERE event_id = $1', [id])).length) continue;
    await db.query(
      `INSERT INTO category_events (event_id, category_id, store_id, name, start_date, end_date, sale_type, card_type, customer_group_id)
       VALUES ($1, $2, $3, $4, $5, $6, 0, 'Inline', $7)`,
      [
        id,
        MEMBER_SALE.categoryId,
        store.storeId,
        JSON.stringify(MEMBER_SALE.name),
        new Date(now.getTime() - day),
        new Date(now.getTime() + 10 * day),
        MEMBER_SALE.groupId,
      ],
    );
    await db.query(
      `INSERT INTO url_rewrites (store_id, request_path, page_type, entity_id, metadata)
       SELECT $1, $2, 'category', $3, $4::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM url_rewrites WHERE store_id = $1 AND request_path = $2)`,
      [store.storeId, `/event/${MEMBER_SALE.slug}`, MEMBER_SALE.categoryId, JSON.stringify({ eventId: id })],
    );
  }
}
