/**
 * The demo database every server test file starts from, migrated and seeded once per test run
 * (vitest's global setup) and written out as a PGlite image: each file opens its own in-memory
 * copy of it instead of running the migrations and the seed again, which took most of a file's
 * time on a 2-core machine. Only for PGlite: a PostgreSQL run creates a database per file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { seedDemo } from './db/seed.ts';
import type { StoreConfig } from '../core/store/types.ts';

const IMAGE_VARIABLE = 'SUMMIT_TEST_SEEDED_IMAGE';

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
