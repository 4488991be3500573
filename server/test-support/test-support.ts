/**
 * Shared by the server tests: the real app on a fresh database with the demo seed — in-memory
 * PGlite, or, when SUMMIT_TEST_DATABASE_URL names a PostgreSQL server, a database of its own
 * created for the test file and dropped after it (CI runs the server tests both ways).
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { loadStores } from '../../core/store/files.node.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { API_PREFIX } from '../http/csrf.ts';
import { openDatabase, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seededImage, seededTemplate } from './test-seeded-image.ts';

/** New sessions a test server lets one address start (in 15 minutes): its visitors all share one. */
export const TEST_NEW_SESSIONS_PER_ADDRESS = 1_000_000;

export const ROOT = resolve(import.meta.dirname, '../..');

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

/** The PostgreSQL server the tests run against, if any. */
export const TEST_DATABASE_URL = process.env.SUMMIT_TEST_DATABASE_URL || undefined;

/** A database of its own on the test PostgreSQL server (SUMMIT_TEST_DATABASE_URL), for a test file. */
export async function createTestDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('SUMMIT_TEST_DATABASE_URL is not set');
  const serverUrl = TEST_DATABASE_URL;
  const name = `summit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  return createScratchDatabase(serverUrl, name, template);
}

/** A database with nothing in it (or a copy of the template), dropped again on close when it is a PostgreSQL one. */
export async function openEmptyTestDb(template?: string): Promise<Db> {
  if (!TEST_DATABASE_URL) return openDatabase({ root: ROOT, inMemory: true });
  const database = await createTestDatabase(template);
  const db = await openDatabase({ root: ROOT, url: database.url });
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** The demo database for the repository's stores, or for the stores given. */
export async function openTestDb(stores?: StoreConfig[]): Promise<Db> {
  if (!stores && TEST_DATABASE_URL && seededTemplate()) return openEmptyTestDb(seededTemplate());
  const image = stores || TEST_DATABASE_URL ? undefined : seededImage();
  if (image) {
    const { openPglite } = await import('../db/pglite.ts');
    return openPglite(undefined, { image });
  }
  stores ??= repoStores();
  const db = await openEmptyTestDb();
  await migrate(db);
  await seedDemo(db, stores);
  return db;
}

export async function createTestApp(options: Partial<Omit<BuildAppOptions, 'root' | 'db'>> = {}): Promise<TestApp> {
  const stores = options.stores ?? repoStores();
  const db = await openTestDb(options.stores);
  // Every test request comes from 127.0.0.1: the production limit would refuse a suite's later visitors (anonymous-sessions.test.ts sets it).
  const app = await buildApp({ newSessionsPerAddress: TEST_NEW_SESSIONS_PER_ADDRESS, ...options, root: ROOT, db, stores });
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

/**
 * `count` servers on one PostgreSQL database, as behind a load balancer: each with its own
 * connection pool and its own process state (SUMMIT_TEST_DATABASE_URL must be set).
 */
export async function createSharedTestApps(
  count: number,
  options: Partial<Omit<BuildAppOptions, 'root' | 'db'>> = {},
): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const stores = options.stores ?? repoStores();
  const template = seededTemplate();
  const database = await createTestDatabase(template);
  const dbs = await Promise.all(Array.from({ length: count }, () => openDatabase({ root: ROOT, url: database.url })));
  if (!template) {
    await migrate(dbs[0]!);
    await seedDemo(dbs[0]!, stores);
  }
  const apps = await Promise.all(dbs.map((db) => buildApp({ newSessionsPerAddress: TEST_NEW_SESSIONS_PER_ADDRESS, ...options, root: ROOT, db, stores })));
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
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

/** GETs a URL of a test app and parses the reply with the endpoint's contract (route() checks it too). */
export async function getParsed<E extends EndpointDef>(t: TestApp, endpoint: E, url: string, host = 'localhost'): Promise<z.output<E['reply']>> {
  const reply = await t.app.inject({ method: 'GET', url, headers: { host } });
  expect(reply.statusCode, reply.body).toBe(200);
  return z.parse(endpoint.reply, reply.json()) as z.output<E['reply']>;
}
