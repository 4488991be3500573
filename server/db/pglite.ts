import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, DumpableDb } from './db.ts';
import { lockDirectory } from './directory-lock.ts';
import { idleMaintenance, mayWrite, type IdleMaintenance } from './idle-maintenance.ts';
import { loopSlices } from './loop-slices.ts';
import { preparedStatements } from './pglite-statements.ts';

const toNumber = (value: string): number => Number(value);

/*
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which grows and never shrinks.
 * Its files are already in memory (in-memory databases) or in the OS's page cache (a data
 * directory), so a large cache holds the same pages twice. A start parameter, beside PGlite's
 * own: PGlite's `postgresqlconf` option would replace the data directory's postgresql.conf.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A PGlite database that can also be written out whole, to be opened again from that image. */
export interface PgliteDb extends DumpableDb {
  /** Vacuum and checkpoint when idle (PGlite has no background workers to do them). */
  maintenance: IdleMaintenance;
}

/**
 * What PGlite's maintenance does: reclaim dead rows, refresh the planner's statistics, fold the
 * WAL into the data files. One statement each: VACUUM refuses to run in a multi-statement string.
 */
const MAINTENANCE = ['VACUUM (ANALYZE)', 'CHECKPOINT'];

/**
 * PGlite in a directory (persisted) or in memory when dataDir is undefined. Either may start from
 * an image another database wrote: the tests' seeded database (made once a run), or a backup
 * restored into a new, empty directory.
 */
export async function openPglite(dataDir: string | undefined, options: { image?: Blob } = {}): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Two PGlite processes on one directory each keep their own copy and overwrite the other's writes.
  const lock = dataDir ? lockDirectory(dataDir) : undefined;
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
    parsers: { [types.NUMERIC]: toNumber, [types.INT8]: toNumber },
    // The search index's (migration 0009); PostgreSQL ships them in its contrib package.
    extensions: { pg_trgm, unaccent },
    startParams: START_PARAMS,
  });
  try {
    await pg.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }

  const statements = preparedStatements(pg);
  const maintain = async () => {
    // A database closed meanwhile (the server shutting down) is left as it is.
    for (const statement of MAINTENANCE) if (!pg.closed) await pg.exec(statement);
  };
  const maintenance = idleMaintenance(maintain);
  const inSlice = loopSlices();
  // What pg.query holds: the query lock, inside the transaction lock unless a transaction holds it.
  const prepared = <T>(sql: string, params: unknown[]) => pg._runExclusiveQuery(() => statements.run<T>(sql, params));

  const inTransaction = (tx: Transaction): Db => {
    const db: Db = {
      async query<T>(sql: string, params: unknown[] = []) {
        if (statements.accepts(sql)) return prepared<T>(sql, params);
        return (await tx.query<T>(sql, params)).rows;
      },
      async exec(sql) {
        await tx.exec(sql);
      },
      transaction: (fn) => fn(db),
      async close() {
        throw new Error('close() called inside a transaction');
      },
    };
    return db;
  };

  return {
    query<T>(sql: string, params: unknown[] = []) {
      maintenance.noteStatement(mayWrite(sql));
      return inSlice(async () => {
        if (!statements.accepts(sql)) return (await pg.query<T>(sql, params)).rows;
        await pg.waitReady;
        return pg._runExclusiveTransaction(async () => {
          const rows = await prepared<T>(sql, params);
          // As pg.query does outside a transaction: what was written reaches the data directory now.
          await pg.syncToFs();
          return rows;
        });
      });
    },
    exec(sql) {
      maintenance.noteStatement(true);
      return inSlice(async () => {
        await pg.exec(sql);
      });
    },
    transaction: (fn) => {
      maintenance.noteStatement(true);
      return inSlice(() => pg.transaction((tx) => fn(inTransaction(tx))));
    },
    /*
     * Between transactions and inside PGlite's query queue, so nothing writes while the files are
     * read: they are as a crash at that moment would leave them, every committed write in the WAL
     * (PGlite writes it at each commit), which PostgreSQL replays when the copy is opened.
     */
    image: () => inSlice(() => pg._runExclusiveTransaction(() => pg.dumpDataDir('none'))),
    maintenance,
    async close() {
      maintenance.stop();
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
