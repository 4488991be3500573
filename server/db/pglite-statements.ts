import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Serializer = (value: unknown) => string;

interface Prepared {
  name: string;
  serializers: (Serializer | undefined)[];
}

/** Distinct SQL texts are the server's own (a few hundred); past this, statements are planned per call. */
const MAX_STATEMENTS = 1_000;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements for PGlite. `pg.query` parses, describes and plans its statement on
 * every call, one call into WebAssembly per protocol message; planning the basket's four-table
 * join costs more than running it. Here each SQL text is parsed once, and a call is one batch
 * (bind, describe, execute, sync) into the engine. Parameters are serialised like `pg.query`
 * does (by the types PostgreSQL inferred) and rows parsed with the instance's parsers.
 *
 * `run` must be called where `pg.query` or `tx.query` would hold PGlite's query lock; the caller
 * supplies that context (see pglite.ts).
 */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Prepared>();

  async function prepare(sql: string): Promise<Prepared> {
    const name = `summit_${statements.size}`;
    const messages = await pg.execProtocolStream(
      concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      {
        syncToFs: false,
      },
    );
    const serializers = parse.parseDescribeStatementResults(messages).map((type) => pg.serializers[type] as Serializer | undefined);
    const prepared = { name, serializers };
    statements.set(sql, prepared);
    return prepared;
  }

  return {
    /** False once the cache is full: the caller then uses `pg.query`. */
    accepts: (sql: string) => statements.has(sql) || statements.size < MAX_STATEMENTS,

    async run<T>(sql: string, params: unknown[]): Promise<T[]> {
      const prepared = statements.get(sql) ?? (await prepare(sql));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = prepared.serializers[index];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await pg.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: prepared.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const [result] = parse.parseResults(messages, pg.parsers);
      return (result?.rows ?? []) as T[];
    },
  };
}
