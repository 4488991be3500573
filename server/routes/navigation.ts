import type { FastifyInstance } from 'fastify';
import { categoryNavigation, type NavNode } from '../../contracts/navigation.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';

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

export function navigationRoutes(app: FastifyInstance): void {
  route(
    app,
    categoryNavigation,
    async ({ query }) => {
      const store = app.summit.stores.byId(query.storeId);
      if (!store) throw new HttpError(404, `No store ${query.storeId}`);
      // The same for every visitor of a store; short so that menu edits show up soon. The
      // reference API has one navigation per store, so `query.abTest` (validated by the contract:
      // the header call names top_header_navigation3) selects nothing here; a backend running
      // navigation experiments would serve that experiment's menu for it.
      return { items: await loadNavigation(app.summit.db, store.storeId, query.type) };
    },
    { publicSeconds: 300 },
  );
}
