import { loadStores, type LoadOptions } from '../core/store/files.node.ts';
import type { StoreConfig } from '../core/store/types.ts';
import { formatProblem } from '../core/store/validate.ts';
import { isDumpable, openDatabase, type Db } from './db/db.ts';
import { DirectoryInUseError } from './db/directory-lock.ts';
import { migrate } from './db/migrate.ts';
import { sanitiseStoredHtml } from './content/stored-html.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed.ts';
import { ensureSearchIndex } from './search/search-index.ts';
import { DEFAULT_HOUSEKEEPING, scheduleHousekeeping, type HousekeepingOptions } from './session/housekeeping.ts';

export interface Services {
  stores: StoreConfig[];
  db: Db;
  /** The PGlite data directory's image, for backups; null when the database is not PGlite in a directory. */
  image: (() => Promise<Blob>) | null;
  /** Stops the periodic work; call before closing the database. */
  stop(): void;
}

/**
 * What main.ts and dev.ts share: validated stores (exit 1 on problems), the database
 * (DATABASE_URL, SUMMIT_DB=memory, or PGlite under data/ or PGLITE_DATA_DIR), migrations, the demo seed when empty.
 */
export async function startServices(
  root: string,
  log: (message: string) => void,
  configs: LoadOptions = {},
  housekeeping: HousekeepingOptions = DEFAULT_HOUSEKEEPING,
): Promise<Services> {
  const { stores, problems } = loadStores(root, configs);
  if (problems.length) {
    console.error(`Store config check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
    process.exit(1);
  }

  const url = process.env.DATABASE_URL || undefined;
  const inMemory = process.env.SUMMIT_DB === 'memory';
  const dataDir = process.env.PGLITE_DATA_DIR || undefined;
  const db = await openDatabase({ root, url, inMemory, dataDir }).catch((error: unknown) => {
    if (!(error instanceof DirectoryInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : inMemory ? 'PGlite in memory' : `PGlite in ${dataDir ?? 'data/pglite'}`}`);
  const applied = await migrate(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  const seeded = await isDatabaseEmpty(db);
  if (seeded) {
    await seedDemo(db, stores);
    log('demo data seeded');
  }
  const indexed = await ensureSearchIndex(db, stores);
  if (indexed.length) log(`search index built for stores ${indexed.join(', ')}`);
  const sanitised = await sanitiseStoredHtml(db);
  if (sanitised) log(`HTML of ${sanitised} content rows sanitised`);
  // Tables just filled have no planner statistics, and their pages are not yet known to be all
  // visible (so index-only scans still read the rows): both cost every query until a vacuum.
  if (seeded || indexed.length) await db.exec('VACUUM (ANALYZE)');

  // Expired sessions, and guests' sessions and baskets past their age, now and every few hours.
  const cleanUp = scheduleHousekeeping(db, housekeeping);
  await cleanUp.done;
  const image = !url && !inMemory && isDumpable(db) ? () => db.image() : null;
  return { stores, db, image, stop: cleanUp.stop };
}

/** Closes the server and the database once on SIGINT or SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`shutdown after ${signal} failed`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
