import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `0001_catalog.sql` → version 1, name catalog; files that do not look like that are an error. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const found = /^(\d+)_([\w-]+)\.sql$/.exec(file);
      if (!found) throw new Error(`migration file name must be NNNN_name.sql: ${file}`);
      return { version: Number(found[1]), name: found[2]!, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.version === m.version) throw new Error(`two migrations numbered ${m.version}`);
  });
  return migrations;
}

// Any constant works; it only has to be the same for every server migrating this database.
const MIGRATION_LOCK = 7_362_001;

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own
 * transaction together with its record. Returns the versions applied (empty when up to date).
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<number[]> {
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting together on one PostgreSQL must not both apply a migration.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.length) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
