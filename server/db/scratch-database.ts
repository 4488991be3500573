import pg from 'pg';

/** Runs one statement on the PostgreSQL server's default database (creating and dropping databases). */
export async function onAdminConnection(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on a PostgreSQL server (a test file's, the test run's seeded template,
 * a bench catalog's), copied from `template` when given; `drop` removes it even while connected.
 */
export async function createScratchDatabase(serverUrl: string, name: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  await onAdminConnection(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdminConnection(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
