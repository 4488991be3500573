import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '../../contracts/headers.ts';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';
import { repoStores, ROOT, TEST_DATABASE_URL } from '../test-support/test-support.ts';
import { seededImage } from '../test-support/test-seeded-image.ts';
import { takeBackup } from './backup.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { restoreBackup } from './restore.ts';
import { DEMO_MEMBER } from './seed-data/member.ts';
import { seedDemo } from './seed.ts';

/*
 * Backups of the embedded database (npm run db:backup, db:restore): taken from a server that runs
 * on a data directory, restored into a new folder, where the order placed before is found. PGlite
 * only: on PostgreSQL, pg_dump does this (docs/operating.md#backups).
 */

const run = promisify(execFile);

/** npm run <script> as an operator types it, in the repository. */
const npmRun = (script: string, args: string[], env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, SUMMIT_URL: '', DATABASE_URL: '', ...env } });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The demo member buys a pair of skis through the API and the checkout page; returns the order's id. */
async function placeOrder(base: string): Promise<number> {
  let cookie = '';
  const call = async (method: string, path: string, body?: string, type = 'application/json') => {
    const reply = await fetch(base + path, {
      method,
      redirect: 'manual',
      headers: { [CLIENT_HEADER]: '1', ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
      ...(body === undefined ? {} : { body }),
    });
    cookie = reply.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return reply;
  };
  const login = await call('POST', '/api/auth/login', JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, storeId: 1 }));
  expect(login.status).toBe(200);
  expect((await call('POST', '/api/basket-add', JSON.stringify({ productID: 1001, quantity: 1, options: { 101: 10102 } }))).status).toBe(200);
  const page = await (await call('GET', '/checkout/')).text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1] ?? '';
  const form = new URLSearchParams({ token: field('token'), addressId: field('addressId'), payment: 'bank-transfer' });
  const placed = await call('POST', '/checkout/', form.toString(), 'application/x-www-form-urlencoded');
  expect(placed.status).toBe(303);
  return Number(/order_id=(\d+)$/.exec(placed.headers.get('location') ?? '')?.[1]);
}

/** The order as the restored database has it. */
async function orderIn(dataDir: string, orderId: number) {
  const db = await openPglite(dataDir);
  try {
    return await db.query<{ customer_id: number; product_id: number }>(
      'SELECT o.customer_id, i.product_id FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1',
      [orderId],
    );
  } finally {
    await db.close();
  }
}

describe.skipIf(TEST_DATABASE_URL)('backups of the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'summit-backup-'));
  const live = join(work, 'live');
  const file = join(work, 'backups', 'live.tar.gz');
  let server: ServerProcess | undefined;
  let orderId = 0;

  beforeAll(async () => {
    // The demo database as a data directory, so that the server starts without seeding it.
    const image = seededImage();
    const db = await openPglite(live, image ? { image } : {});
    if (!image) await migrate(db).then(() => seedDemo(db, repoStores()));
    await db.close();
    server = await startServerProcess(ROOT, {
      port: await freePort(),
      env: { PGLITE_DATA_DIR: live, SERVE_STOREFRONT: '0' },
      readyPath: '/readyz',
      startupMs: 120_000,
    });
  }, 150_000);

  afterAll(async () => {
    await server?.close('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up the running server and restores the copy into a new folder, with the order placed before', async () => {
    orderId = await placeOrder(server!.base);
    const backup = await npmRun('db:backup', [file], { PGLITE_DATA_DIR: live, PORT: String(server!.port) });
    expect(backup.stdout).toContain(`Backup of the running server (process ${server!.pid}`);
    expect((await fetch(`${server!.base}/readyz`)).status).toBe(200);

    const restored = join(work, 'restored');
    const restore = await npmRun('db:restore', [file, restored]);
    expect(restore.stdout).toMatch(/^Restored .+: \d+ orders; migrations: all \d+ applied\./);
    expect(await orderIn(restored, orderId)).toEqual([{ customer_id: DEMO_MEMBER.id, product_id: 1001 }]);
  }, 120_000);

  it('opens the directory itself when no server runs on it', async () => {
    await server!.close();
    const taken = await takeBackup({ dataDir: live, file, serverUrl: 'http://127.0.0.1:9' });
    expect(taken.serverPid).toBeUndefined();
    const restored = join(work, 'restored-offline');
    await restoreBackup(file, restored);
    expect(await orderIn(restored, orderId)).toEqual([{ customer_id: DEMO_MEMBER.id, product_id: 1001 }]);
  }, 60_000);

  it('restores into a new or empty folder only, and leaves one that is not as it was', async () => {
    const used = join(work, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'notes.txt'), 'mine');
    await expect(restoreBackup(file, used)).rejects.toThrow(`${used} is not empty`);
    expect(readdirSync(used)).toEqual(['notes.txt']);
    await expect(restoreBackup(file, join(live, 'inside'))).rejects.toThrow(`${live} is a PGlite database`);
    const cli = npmRun('db:restore', [file, live]);
    await expect(cli).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`${live} is not empty`) });
  });
});
