import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BackupError, messageOf } from './backup.ts';
import { DirectoryInUseError } from './directory-lock.ts';
import { readMigrations } from './migrate.ts';
import { openPglite, type PgliteDb } from './pglite.ts';

export interface Restored {
  dataDir: string;
  /** The latest migration the restored database has, and the latest this build has. */
  migration: number;
  latestMigration: number;
  orders: number;
}

/**
 * Unpacks a backup (`npm run db:backup`) into a new data directory, never over one in use: the
 * directory must be missing or empty, and not inside another PGlite database. The copy is then
 * opened (PostgreSQL replays the WAL the backup holds) and read, so that a backup that does not
 * open fails here, not when a server starts on it. On failure the directory is left empty.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  const image = readBackup(file);
  const target = resolve(dataDir);
  const created = prepareEmptyDirectory(target);
  try {
    const db = await openPglite(target, { image }).catch((error: unknown) => {
      if (error instanceof DirectoryInUseError) throw error;
      throw new BackupError(`${file} does not open as a PGlite database: ${messageOf(error)}`);
    });
    try {
      return { dataDir: target, ...(await inspect(db, file)) };
    } finally {
      await db.close();
    }
  } catch (error) {
    if (created) rmSync(target, { recursive: true, force: true });
    else for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
    throw error;
  }
}

/** The backup as PGlite opens it: gzip (as db:backup writes) or a plain tar. */
function readBackup(file: string): Blob {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup file ${file}`);
  const head = Buffer.alloc(262);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const gzip = head[0] === 0x1f && head[1] === 0x8b;
  const tar = head.subarray(257, 262).toString('latin1') === 'ustar';
  if (!gzip && !tar) throw new BackupError(`${file} is not a backup: neither gzip nor tar`);
  return new Blob([readFileSync(file)]);
}

/** Makes sure the directory is new or empty; says whether it was made here. */
function prepareEmptyDirectory(target: string): boolean {
  for (let folder = dirname(target); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`${folder} is a PGlite database: restore into a new folder outside it`);
    if (dirname(folder) === folder) break;
  }
  if (!existsSync(target)) {
    mkdirSync(target, { recursive: true });
    return true;
  }
  if (!statSync(target).isDirectory()) throw new BackupError(`${target} is not a folder`);
  if (readdirSync(target).length > 0) throw new BackupError(`${target} is not empty: restore into a new folder, never over a database`);
  return false;
}

async function inspect(db: PgliteDb, file: string): Promise<Omit<Restored, 'dataDir'>> {
  try {
    const [migration] = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
    const [orders] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const latestMigration = Math.max(0, ...readMigrations().map((found) => found.version));
    return { migration: migration?.version ?? 0, latestMigration, orders: orders?.n ?? 0 };
  } catch (error) {
    throw new BackupError(`${file} holds no Summit database: ${messageOf(error)}`);
  }
}
