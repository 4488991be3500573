import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { openEmptyTestDb, repoStores } from '../test-support/test-support.ts';
import type { Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDemo } from './seed.ts';
import { DEMO_MEMBER } from './seed-data/member.ts';

let db: Db;
beforeAll(async () => {
  db = await openEmptyTestDb();
});
afterAll(() => db.close());

const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n;

describe('migrations', () => {
  it('apply once, in order; a second run is a no-op', async () => {
    const all = readMigrations().map((m) => m.version);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(all);
  });

  it('reject badly named or duplicate files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'summit-migrations-'));
    writeFileSync(join(dir, 'add-things.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/NNNN_name\.sql/);
    const dup = mkdtempSync(join(tmpdir(), 'summit-migrations-'));
    writeFileSync(join(dup, '0001_a.sql'), 'SELECT 1;');
    writeFileSync(join(dup, '001_b.sql'), 'SELECT 1;');
    expect(() => readMigrations(dup)).toThrow(/two migrations numbered 1/);
  });

  it('roll back a failing migration with its record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summit-migrations-'));
    writeFileSync(join(dir, '0900_broken.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toHaveLength(0);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 900')).toHaveLength(0);
  });
});

describe('demo seed', () => {
  it('fills an empty database once', async () => {
    const stores = repoStores();
    expect(await isDatabaseEmpty(db)).toBe(true);
    const first = await seedDemo(db, stores);
    expect(first).toEqual({ catalog: true, stores: stores.map((s) => s.storeId), member: true });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const counts = { products: await count('products'), url_rewrites: await count('url_rewrites'), navigation_items: await count('navigation_items') };
    expect(await seedDemo(db, stores)).toEqual({ catalog: false, stores: [], member: false });
    expect({ products: await count('products'), url_rewrites: await count('url_rewrites'), navigation_items: await count('navigation_items') }).toEqual(counts);
  });

  it('covers every product type, with options, bundles and prices in each store', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM products ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['bundle', 'configurable', 'simple', 'ski_pass']);
    expect(await count('product_prices')).toBe((await count('products')) * repoStores().length);
    const selections = await db.query<{ default_qty: number }>('SELECT default_qty FROM bundle_selections');
    expect(selections.some((s) => s.default_qty > 1)).toBe(true);
    const ski = await db.query<{ id: number }>('SELECT id FROM categories WHERE parent_id = 3950 ORDER BY id');
    expect(ski.map((c) => c.id)).toEqual(expect.arrayContaining([3955, 3956, 3957, 3993, 16550]));
  });

  it('has live events of both card types in every store', async () => {
    const live = await db.query<{ store_id: number; card_type: string }>(
      'SELECT DISTINCT store_id, card_type FROM category_events WHERE start_date <= now() AND end_date > now()',
    );
    for (const store of repoStores()) {
      expect(
        live
          .filter((e) => e.store_id === store.storeId)
          .map((e) => e.card_type)
          .sort(),
      ).toEqual(['Flash', 'Inline']);
    }
  });

  it('creates the demo member with a working password', async () => {
    const [member] = await db.query<{ id: number; password_hash: string; reward_points: number; is_confirmed: boolean }>(
      'SELECT id, password_hash, reward_points, is_confirmed FROM customers WHERE email = $1',
      [DEMO_MEMBER.email],
    );
    expect(member).toMatchObject({ id: 1, reward_points: 1200, is_confirmed: true });
    expect(await verifyPassword(DEMO_MEMBER.password, member!.password_hash)).toBe(true);
    // The identity moved past the seeded ids (demo member, second member): a sign-up gets the next id, not a collision.
    const [{ max }] = (await db.query<{ max: number }>('SELECT max(id)::int AS max FROM customers')) as [{ max: number }];
    const [next] = await db.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash, firstname, lastname, store_id, referral_code) VALUES ('b@x.test', 'x', 'B', 'X', 1, 'BX') RETURNING id",
    );
    expect(next!.id).toBe(max + 1);
  });
});
