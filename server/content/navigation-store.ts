import type { NavNode } from '../../contracts/navigation.ts';
import type { Db } from '../db/db.ts';

interface NavRow {
  id: number;
  parent_id: number | null;
  label: string;
  url: string;
}

/** A store's menu as a tree; top-level items are level 1. */
export async function loadNavigation(db: Db, storeId: number, type: 'header' | 'footer'): Promise<NavNode[]> {
  const rows = await db.query<NavRow>('SELECT id, parent_id, label, url FROM navigation_items WHERE store_id = $1 AND type = $2 ORDER BY position, id', [
    storeId,
    type,
  ]);
  const children = new Map<number | null, NavRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null, level: number): NavNode[] =>
    (children.get(parentId) ?? []).map((row) => ({ id: row.id, label: row.label, url: row.url, level, children: build(row.id, level + 1) }));
  return build(null, 1);
}
