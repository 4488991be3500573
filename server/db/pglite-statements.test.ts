import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
  await db.exec(`CREATE TABLE things (id integer PRIMARY KEY, name text, data jsonb, price numeric, at timestamptz, tags integer[])`);
});
afterAll(() => db.close());

describe('PGlite through prepared statements', () => {
  it('round-trips every kind of parameter and value the server uses, the same SQL many times', async () => {
    const at = new Date('2026-11-24T10:00:00Z');
    for (let id = 1; id <= 3; id++) {
      await db.query('INSERT INTO things (id, name, data, price, at, tags) VALUES ($1, $2, $3::jsonb, $4, $5, $6::int[])', [
        id,
        id === 2 ? null : `thing ${id}`,
        JSON.stringify({ id, nested: [1, 'two'] }),
        id * 1.5,
        at,
        [id, id + 1],
      ]);
    }
    const rows = await db.query<{ id: number; name: string | null; data: unknown; price: number; at: Date; tags: number[] }>(
      'SELECT * FROM things WHERE id = ANY($1::int[]) ORDER BY id',
      [[1, 2]],
    );
    expect(rows).toEqual([
      { id: 1, name: 'thing 1', data: { id: 1, nested: [1, 'two'] }, price: 1.5, at, tags: [1, 2] },
      { id: 2, name: null, data: { id: 2, nested: [1, 'two'] }, price: 3, at, tags: [2, 3] },
    ]);
    expect(await db.query('SELECT count(*) AS n FROM things')).toEqual([{ n: 3 }]);
    expect(await db.query('SELECT id FROM things WHERE id = $1', [99])).toEqual([]);
  });

  it('throws PostgreSQL’s error with its code and goes on working, in and out of a transaction', async () => {
    await expect(db.query('INSERT INTO things (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT nope FROM things')).rejects.toMatchObject({ code: '42703' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id) VALUES ($1)', [10]);
        await tx.query('INSERT INTO things (id) VALUES ($1)', [10]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM things WHERE id = $1', [10])).toEqual([]);
    expect(await db.query('SELECT count(*) AS n FROM things')).toEqual([{ n: 3 }]);
  });

  it('keeps every acknowledged write of a persisted directory when the process is killed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'summit-durable-'));
    const dataDir = join(root, 'pglite');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'write-pglite.ts'), dataDir, '30'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('written') && resolve());
        child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const reopened = await openPglite(dataDir);
      expect(await reopened.query('SELECT count(*) AS n FROM acknowledged')).toEqual([{ n: 30 }]);
      await reopened.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
