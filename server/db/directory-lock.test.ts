import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectoryInUseError, lockDirectory } from './directory-lock.ts';
import { openPglite } from './pglite.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'hold-pglite.ts');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function tempDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'summit-lock-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return join(root, 'pglite');
}

/** A second process with the directory open, resolved once PGlite is ready in it. */
function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
}

describe('the PGlite data directory is one process’s', () => {
  it('refuses a second server while the first runs, naming its process and the way to scale out', async () => {
    const dataDir = tempDataDir();
    const first = await holdInAnotherProcess(dataDir);
    const opening = openPglite(dataDir);
    await expect(opening).rejects.toBeInstanceOf(DirectoryInUseError);
    await expect(opening).rejects.toThrow(`in use by another Summit server (process ${first.pid})`);
    await expect(opening).rejects.toThrow('DATABASE_URL');
  });

  it('is taken over after its server was killed without closing', async () => {
    const dataDir = tempDataDir();
    const first = await holdInAnotherProcess(dataDir);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const db = await openPglite(dataDir);
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second open in the same process until the first is closed', async () => {
    const dataDir = tempDataDir();
    const db = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DirectoryInUseError);
    await db.close();
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('takes over a lock whose pid is not a number', () => {
    const dataDir = tempDataDir();
    writeFileSync(`${dataDir}.lock`, 'garbage');
    lockDirectory(dataDir).release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
