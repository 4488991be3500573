import { afterEach, describe, expect, it } from 'vitest';
import { idleMaintenance, mayWrite, type IdleMaintenance } from './idle-maintenance.ts';
import { openPglite, type PgliteDb } from './pglite.ts';

const IDLE_MS = 60_000;

describe('idleMaintenance', () => {
  let maintenance: IdleMaintenance | undefined;
  afterEach(() => maintenance?.stop());

  const withClock = () => {
    let time = 0;
    let runs = 0;
    maintenance = idleMaintenance(
      async () => void runs++,
      { idleMs: IDLE_MS, checkEveryMs: 3_600_000 },
      undefined,
      () => time,
    );
    return { maintenance, runs: () => runs, at: (ms: number) => (time = ms) };
  };

  it('runs once the database was written to and has been idle for the time set, and not again until the next write', async () => {
    const { maintenance, runs, at } = withClock();
    expect(await maintenance.runIfIdle()).toBe(false);
    at(1_000);
    maintenance.noteStatement(true);
    at(1_000 + IDLE_MS - 1);
    expect(await maintenance.runIfIdle()).toBe(false);
    at(1_000 + IDLE_MS);
    expect(await maintenance.runIfIdle()).toBe(true);
    expect(await maintenance.runIfIdle()).toBe(false);
    expect(runs()).toBe(1);
  });

  it('leaves a database that was only read alone', async () => {
    const { maintenance, runs, at } = withClock();
    maintenance.noteStatement(mayWrite('SELECT * FROM products'));
    maintenance.noteStatement(mayWrite('  show shared_buffers'));
    at(10 * IDLE_MS);
    expect(await maintenance.runIfIdle()).toBe(false);
    expect(runs()).toBe(0);
    expect(mayWrite('WITH gone AS (DELETE FROM sessions RETURNING id) SELECT count(*) FROM gone')).toBe(true);
    expect(mayWrite('UPDATE sessions SET seen_at = now()')).toBe(true);
  });

  it('waits while statements keep coming', async () => {
    const { maintenance, at } = withClock();
    maintenance.noteStatement(true);
    for (let time = 0; time < 5 * IDLE_MS; time += IDLE_MS / 2) {
      at(time);
      maintenance.noteStatement(false);
      expect(await maintenance.runIfIdle()).toBe(false);
    }
  });
});

describe('PGlite maintenance', () => {
  let db: PgliteDb | undefined;
  afterEach(async () => db?.close());

  /** Writes 4,000 rows and deletes them again (a day of guest sessions, say); the table's size after. */
  const churn = async (into: PgliteDb) => {
    await into.exec("INSERT INTO churn SELECT g, repeat('x', 200) FROM generate_series(1, 4000) g; DELETE FROM churn;");
    return (await into.query<{ size: number }>("SELECT pg_relation_size('churn') AS size"))[0]!.size;
  };

  it('reclaims deleted rows, so that the same churn again takes no more room', async () => {
    db = await openPglite(undefined);
    await db.exec('CREATE TABLE churn (id int PRIMARY KEY, body text)');
    const first = await churn(db);
    await db.maintenance.runNow();
    expect(await churn(db)).toBe(first);
  });

  it('without it, the deleted rows keep their room and the table grows', async () => {
    db = await openPglite(undefined);
    await db.exec('CREATE TABLE churn (id int PRIMARY KEY, body text)');
    const first = await churn(db);
    expect(await churn(db)).toBeGreaterThan(first);
  });
});
