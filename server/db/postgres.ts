import pg from 'pg';
import type { Db } from './db.ts';

const NUMERIC = 1700;
const INT8 = 20;

// Same value types as the PGlite implementation: numeric and bigint as JS numbers.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC || oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Distinct SQL texts are the server's own (a few hundred); past this, statements are planned per call. */
const MAX_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

/**
 * A query as a named prepared statement: each connection parses and plans a SQL text once and
 * reuses the plan (an unnamed statement is planned on every call, which costs more than running
 * the search's or the basket's joins).
 */
function statement(sql: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_STATEMENTS) {
    name = `summit_${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name === undefined ? { text: sql, values } : { name, text: sql, values };
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(statement(sql, params))).rows as T[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() called inside a transaction');
    },
  };
  return db;
}

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10 });
  // An idle client losing its connection emits 'error'; unhandled, that would end the process.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  // Fail at start, with the server's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(statement(sql, params))).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
