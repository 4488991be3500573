import type { FastifyInstance } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { sendError } from '../http/errors.ts';
import { addressAllowed, THIS_MACHINE, type AddressAllowList } from './allow-list.ts';

/** Who may take a backup unless BACKUP_ALLOW says otherwise: this machine only. */
export const DEFAULT_BACKUP_ALLOW = THIS_MACHINE;

/** The reply header naming the server's process, which `npm run db:backup` matches with the data directory's lock. */
export const SERVER_PID_HEADER = 'x-summit-pid';

export interface BackupSource {
  /** The data directory as a tar image, taken while nothing writes (PgliteDb.image). */
  image(): Promise<Blob>;
}

/** `pglite-2026-11-23T09-41-07Z.tar.gz`: sorts by time, and is a valid file name everywhere. */
export function backupFileName(at: Date): string {
  return `pglite-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/**
 * `POST /ops/backup`: the PGlite data directory as a gzipped tar (what `npm run db:backup` asks
 * for while the server runs, as the server alone may open its directory). The image is taken in
 * PGlite's query queue, so it is consistent; it is compressed after, while shoppers' queries run
 * again. One at a time: the image is the data directory's size in memory. Only for the addresses
 * of BACKUP_ALLOW (it holds every member's data), and never for a browser: a page on another site
 * could make a visitor's browser on this machine post here (it could not read the reply).
 */
export function backupRoute(app: FastifyInstance, source: BackupSource, access: AddressAllowList): void {
  const mayTake = addressAllowed(access);
  let taking = false;

  app.post('/ops/backup', async (request, reply) => {
    if (!mayTake(request)) return sendError(reply, 403, 'Backups are served only to the addresses BACKUP_ALLOW names (docs/operating.md#backups)');
    if (request.headers.origin !== undefined) return sendError(reply, 403, 'Backups are not served to browsers: run npm run db:backup');
    if (taking) return sendError(reply, 409, 'A backup is being taken: try again when it is done');
    taking = true;
    let image: Blob;
    try {
      image = await source.image();
    } catch (error) {
      taking = false;
      throw error;
    }
    const gzipped = createGzip();
    // Done, failed or cut off by the client: either way the next backup may start.
    pipeline(Readable.fromWeb(image.stream() as WebReadableStream<Uint8Array>), gzipped, () => {
      taking = false;
    });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .header(SERVER_PID_HEADER, String(process.pid))
      .send(gzipped);
  });
}
