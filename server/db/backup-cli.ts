/**
 * `npm run db:backup -- [file or folder]` and `npm run db:restore -- <file> <new data folder>`
 * for the embedded PGlite database (scripts/db.mjs runs this, compiled in production). The
 * environment is the server's: PGLITE_DATA_DIR (default data/pglite), PORT, and SUMMIT_URL to
 * ask a server at another address. PostgreSQL has pg_dump and pg_restore (docs/operating.md#backups).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupFileName } from '../ops/backup-route.ts';
import { packageRoot } from '../package-root.ts';
import { BackupError, takeBackup } from './backup.ts';
import { DirectoryInUseError } from './directory-lock.ts';
import { restoreBackup, type Restored } from './restore.ts';

const USAGE = 'usage: npm run db:backup -- [file or folder]   |   npm run db:restore -- <backup file> <new data folder>';

/** npm runs scripts in the package root: the paths given are the caller's (npm's INIT_CWD). */
const callerPath = (path: string) => resolve(process.env.INIT_CWD || process.cwd(), path);

/** As the server finds it (server/services.ts): relative to where npm runs, the package root. */
const dataDir = resolve(process.env.PGLITE_DATA_DIR || join(packageRoot(import.meta.dirname), 'data', 'pglite'));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function backupFile(given: string | undefined): string {
  const named = callerPath(given ?? 'backups');
  const folder = given === undefined || given.endsWith('/') || (existsSync(named) && statSync(named).isDirectory());
  return folder ? join(named, backupFileName(new Date())) : named;
}

async function backup(args: string[]): Promise<void> {
  if (args.length > 1) throw new BackupError(USAGE);
  if (process.env.DATABASE_URL) throw new BackupError('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/operating.md#backups)');
  const serverUrl = process.env.SUMMIT_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;
  const taken = await takeBackup({ dataDir, file: backupFile(args[0]), serverUrl, askServer: Boolean(process.env.SUMMIT_URL) });
  const source =
    taken.serverPid === undefined ? `${dataDir} (no server was running: opened here)` : `the running server (process ${taken.serverPid}, ${serverUrl})`;
  console.info(`Backup of ${source} written to ${taken.file} (${megabytes(taken.bytes)})`);
}

function migrationsNote({ migration, latestMigration }: Restored): string {
  if (migration === latestMigration) return `migrations: all ${latestMigration} applied`;
  if (migration < latestMigration) return `migrations: ${migration} of ${latestMigration}; the server applies the others when it starts on it`;
  return `migrations: ${migration}, newer than this build's ${latestMigration}: start a build at least as new on it`;
}

async function restore(args: string[]): Promise<void> {
  const [file, folder] = args;
  if (!file || !folder || args.length > 2) throw new BackupError(USAGE);
  const restored = await restoreBackup(callerPath(file), callerPath(folder));
  console.info(`Restored ${callerPath(file)} into ${restored.dataDir}: ${restored.orders} orders; ${migrationsNote(restored)}.`);
  console.info(`Start a server on it with PGLITE_DATA_DIR=${restored.dataDir} npm start, or stop the server and put the folder in place of ${dataDir}.`);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new BackupError(USAGE);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DirectoryInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
