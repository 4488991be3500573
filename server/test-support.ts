/** Shared by the server tests: the real app on a fresh in-memory PGlite with the demo seed. */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadStores } from '../core/store/files.node.ts';
import type { StoreConfig } from '../core/store/types.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed.ts';

export const ROOT = resolve(import.meta.dirname, '..');

export function repoStores(): StoreConfig[] {
  const { stores, problems } = loadStores(ROOT);
  if (problems.length) throw new Error(`store configs have problems: ${JSON.stringify(problems)}`);
  return stores;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  stores: StoreConfig[];
  close(): Promise<void>;
}

export async function openTestDb(stores: StoreConfig[] = repoStores()): Promise<Db> {
  const db = await openDatabase({ root: ROOT, inMemory: true });
  await migrate(db);
  await seedDemo(db, stores);
  return db;
}

/**
 * `beforeReady` may register extra routes (test-only endpoints) before the app is ready.
 */
export async function createTestApp(
  options: { distDir?: string; stores?: StoreConfig[]; trustProxy?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const stores = options.stores ?? repoStores();
  const db = await openTestDb(stores);
  const app = await buildApp({ root: ROOT, db, stores, trustProxy: options.trustProxy, ...(options.distDir ? { distDir: options.distDir } : {}) });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    stores,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The JSON error body every failure must have. */
export function expectErrorBody(body: unknown, statusCode: number): { error: string; message: string; statusCode: number } {
  const parsed = body as { error: unknown; message: unknown; statusCode: unknown };
  if (typeof parsed.error !== 'string' || typeof parsed.message !== 'string' || parsed.statusCode !== statusCode) {
    throw new Error(`expected an API error body with statusCode ${statusCode}, got ${JSON.stringify(body)}`);
  }
  return parsed as { error: string; message: string; statusCode: number };
}
