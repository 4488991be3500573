/**
 * The demo database every server test file starts from, migrated and seeded once per test run
 * (vitest's global setup) and written out as a PGlite image: each file opens its own in-memory
 * copy of it instead of running the migrations and the seed again, which took most of a file's
 * time on a 2-core machine. On PostgreSQL the same: a seeded template database, that each test
 * file's database is created from.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/db.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { seedDemo } from '../db/seed.ts';
import type { StoreConfig } from '../../core/store/types.ts';

const IMAGE_VARIABLE = 'SUMMIT_TEST_SEEDED_IMAGE';
const TEMPLATE_VARIABLE = 'SUMMIT_TEST_SEEDED_TEMPLATE';

/** Creates and seeds the run's template database on the PostgreSQL server; returns its removal. */
export async function writeSeededTemplate(serverUrl: string, stores: StoreConfig[]): Promise<() => Promise<void>> {
  const name = `summit_seeded_${process.pid}`;
  const { url, drop } = await createScratchDatabase(serverUrl, name);
  const db = await openDatabase({ root: '.', url });
  try {
    await migrate(db);
    await seedDemo(db, stores);
  } finally {
    await db.close();
  }
  process.env[TEMPLATE_VARIABLE] = name;
  return drop;
}

/** Whether this run's seeded database is made already (each vitest project runs the global setup). */
export function seededDatabaseMade(): boolean {
  return Boolean(process.env[TEMPLATE_VARIABLE] || process.env[IMAGE_VARIABLE]);
}

/** The run's seeded template database on PostgreSQL, when the global setup made one. */
export function seededTemplate(): string | undefined {
  return process.env[TEMPLATE_VARIABLE] || undefined;
}

/** Writes the seeded image for this run and tells the test files where it is; returns its removal. */
export async function writeSeededImage(stores: StoreConfig[]): Promise<() => void> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    await seedDemo(db, stores);
    const dir = mkdtempSync(join(tmpdir(), 'summit-seeded-'));
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await (await db.image()).arrayBuffer()));
    process.env[IMAGE_VARIABLE] = file;
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.close();
  }
}

/** The run's seeded image, when the global setup wrote one. */
export function seededImage(): Blob | undefined {
  const file = process.env[IMAGE_VARIABLE];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
