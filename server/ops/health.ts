import type { FastifyInstance } from 'fastify';
import { readMigrations } from '../db/migrate.ts';

/** How long readiness waits for the database before it says it is not there. */
const DATABASE_CHECK_MS = 2_000;

type Check = 'ok' | string;

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers (a liveness probe; restart it when this fails).
 * `/readyz`: it can serve shoppers: the database answers, every migration this build knows is
 * applied, store configs are loaded, and it is not draining (a readiness probe; send no traffic
 * while this fails). Neither is cached.
 */
export function healthRoutes(app: FastifyInstance): void {
  const latestMigration = Math.max(0, ...readMigrations().map((migration) => migration.version));
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const { db, stores, lifecycle } = app.summit;
    const checks: Record<string, Check> = {};
    try {
      const [row] = await withinTime(db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations'), DATABASE_CHECK_MS);
      checks.database = 'ok';
      checks.migrations = (row?.version ?? 0) >= latestMigration ? 'ok' : `at ${row?.version ?? 0}, this build needs ${latestMigration}`;
    } catch (error) {
      checks.database = error instanceof Error ? error.message : 'unreachable';
      checks.migrations = 'unknown';
    }
    checks.stores = stores.all.length > 0 ? 'ok' : 'no store config loaded';
    checks.draining = lifecycle.draining ? 'shutting down' : 'ok';
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
