/** Shared by the server tests: the real app on a fresh in-memory PGlite with the demo seed. */
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { loadStores } from '../core/store/files.node.ts';
import type { StoreConfig } from '../core/store/types.ts';
import { buildApp, type BuildAppOptions } from './app.ts';
import { API_PREFIX } from './http/csrf.ts';
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

export async function createTestApp(options: Partial<Omit<BuildAppOptions, 'root' | 'db'>> = {}): Promise<TestApp> {
  const stores = options.stores ?? repoStores();
  const db = await openTestDb(stores);
  const app = await buildApp({ ...options, root: ROOT, db, stores });
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

/** For `extend`: registers a test's own endpoints under the API prefix, beside the declared ones. */
export function apiExtension(register: (api: FastifyInstance) => void): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    await app.register(async (api) => register(api), { prefix: API_PREFIX });
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
