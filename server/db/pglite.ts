import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';

const toNumber = (value: string): number => Number(value);

/** PGlite in a directory (persisted) or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [types.NUMERIC]: toNumber, [types.INT8]: toNumber },
  });
  await pg.waitReady;

  const inTransaction = (tx: Transaction): Db => {
    const db: Db = {
      async query<T>(sql: string, params: unknown[] = []) {
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
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(inTransaction(tx))),
    close: () => pg.close(),
  };
}
