import type { Db } from './db.ts';

/**
 * Inserts many rows in one statement: the rows travel as one jsonb parameter and are expanded
 * with jsonb_to_recordset, so a seed of hundreds of rows is a handful of round trips.
 * `columns` maps each column to its SQL type; row keys must be those column names.
 * Table and column names come from our own code, never from a request.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  onConflict = 'ON CONFLICT DO NOTHING',
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition}) ${onConflict}`,
    [JSON.stringify(rows)],
  );
}
