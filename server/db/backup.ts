import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { SERVER_PID_HEADER } from '../ops/backup-route.ts';
import { DirectoryInUseError } from './directory-lock.ts';
import { openPglite } from './pglite.ts';

/** A backup or restore that cannot be done as asked; its message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  /** The PGlite data directory (PGLITE_DATA_DIR). */
  dataDir: string;
  /** Where the backup goes (a gzipped tar); replaced whole once it is complete. */
  file: string;
  /** The server that may hold the directory (SUMMIT_URL, else this machine's PORT). */
  serverUrl: string;
  /** Ask serverUrl whatever the directory says: SUMMIT_URL names a server, maybe on another machine. */
  askServer?: boolean;
}

export interface BackupTaken {
  file: string;
  /** Of the gzipped file. */
  bytes: number;
  /** The server's process when it sent the backup; undefined when the directory was opened here. */
  serverPid: number | undefined;
}

/**
 * A consistent backup of a PGlite data directory as a gzipped tar. A running server holds its
 * directory (its lock, server/db/directory-lock.ts), so the backup comes from that server
 * (`POST /ops/backup`, checked to be the process the lock names); when none runs, the directory
 * is opened here, under the same lock, so that no server starts on it meanwhile.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupTaken> {
  const { dataDir, file, serverUrl } = options;
  if (options.askServer) return writeWhole(file, (out) => fromServer(serverUrl, out));
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dataDir} (PGLITE_DATA_DIR names its directory)`);
  let db;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DirectoryInUseError)) throw error;
    const holder = error.holderPid;
    return writeWhole(file, (out) => fromServer(serverUrl, out, { pid: holder, dataDir }));
  }
  try {
    const image = await db.image();
    return await writeWhole(file, async (out) => {
      await pipeline(Readable.fromWeb(image.stream() as WebReadableStream<Uint8Array>), createGzip(), out);
      return undefined;
    });
  } finally {
    await db.close();
  }
}

/** Streams the running server's backup into `out`; returns the server's process id. */
async function fromServer(serverUrl: string, out: Writable, expected?: { pid: number; dataDir: string }): Promise<number> {
  const url = new URL('/ops/backup', serverUrl).href;
  let reply: Response;
  try {
    reply = await fetch(url, { method: 'POST' });
  } catch {
    throw new BackupError(
      expected
        ? `${expected.dataDir} is in use by process ${expected.pid}, but no server answers at ${serverUrl}: set SUMMIT_URL (or PORT) to that server's address`
        : `No server answers at ${serverUrl}`,
    );
  }
  if (!reply.ok || !reply.body) {
    const body = (await reply.json().catch(() => ({}))) as { message?: unknown };
    const why = reply.status === 404 ? 'it serves no backups (not a Summit server on PGlite in a directory)' : String(body.message ?? reply.statusText);
    throw new BackupError(`The server at ${serverUrl} refused the backup (${reply.status}): ${why}`);
  }
  const pid = Number(reply.headers.get(SERVER_PID_HEADER));
  if (expected && pid !== expected.pid) {
    await reply.body.cancel();
    throw new BackupError(
      `The server at ${serverUrl} is process ${pid}, but ${expected.dataDir} is in use by process ${expected.pid}: set SUMMIT_URL to the address of the server on that directory`,
    );
  }
  try {
    await pipeline(Readable.fromWeb(reply.body as WebReadableStream<Uint8Array>), out);
  } catch (error) {
    throw new BackupError(`The backup from ${serverUrl} was cut off: ${messageOf(error)}`);
  }
  return pid;
}

/**
 * Writes beside the file and renames it into place once complete and checked (the gzip stream
 * whole, a tar inside): a failed or cut-off backup never stands where a good one is expected.
 */
async function writeWhole(file: string, write: (out: Writable) => Promise<number | undefined>): Promise<BackupTaken> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    const serverPid = await write(createWriteStream(partial));
    const tarBytes = await gunzippedSize(partial);
    if (tarBytes === 0 || tarBytes % 512 !== 0) throw new BackupError(`The backup is not a tar image (${tarBytes} bytes unpacked)`);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, serverPid };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function gunzippedSize(file: string): Promise<number> {
  let bytes = 0;
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), count);
  } catch (error) {
    throw new BackupError(`The backup is not a whole gzip file: ${messageOf(error)}`);
  }
  return bytes;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
