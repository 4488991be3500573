import { join } from 'node:path';

/**
 * The small database surface the server needs, so that PGlite (embedded, the default) and
 * PostgreSQL (when DATABASE_URL is set) are interchangeable. Both implementations parse
 * `numeric` and `bigint` columns (prices, count(*)) to JS numbers, timestamps to Date and
 * jsonb to values; pass jsonb parameters as JSON.stringify(value) with a `::jsonb` cast,
 * because pg would turn a JS array into a PostgreSQL array literal.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database that can write its data directory out whole (PGlite): what a backup reads. */
export interface DumpableDb extends Db {
  /** The data directory as an uncompressed tar image, as PGlite's `loadDataDir` opens it again. */
  image(): Promise<Blob>;
}

export function isDumpable(db: Db): db is DumpableDb {
  return typeof (db as Partial<DumpableDb>).image === 'function';
}

export interface OpenDatabaseOptions {
  /** Repository root; PGlite keeps its files in <root>/data/pglite unless dataDir says otherwise. */
  root: string;
  /** Where PGlite keeps its files. */
  dataDir?: string;
  /** PGlite without files (tests). */
  inMemory?: boolean;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.url);
  }
  // Imported lazily: PGlite loads a WebAssembly build of PostgreSQL that a pg deployment never needs.
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.inMemory ? undefined : (options.dataDir ?? join(options.root, 'data', 'pglite')));
}
