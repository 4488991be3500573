import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable, pipeline, type Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Text that compresses: pages, JSON, scripts, styles, SVG. Event streams stay as they are (each event must arrive at once). */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)|\+(json|xml)\b/;

// Quality 5 and level 6: most of the saving at a fraction of the maximum's time, per request.
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
const GZIP_LEVEL = 6;

/** The encoding the client prefers among ours (`*` counts as gzip, as browsers mean it), or null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function compressBuffer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A compressing stream that passes on each chunk as soon as it is written (a sync flush per
 * write), so that a page streamed in parts reaches the browser part by part, not when zlib's
 * buffer happens to fill.
 */
function compressStream(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: BROTLI_PARAMS, flush: constants.BROTLI_OPERATION_FLUSH })
    : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
}

/** Adds Accept-Encoding to Vary (beside what is there, such as the store header of public replies). */
function addVary(reply: FastifyReply): void {
  const current = [reply.getHeader('vary') ?? []].flat().join(', ');
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** A strong ETag names one exact body: the compressed body is another, so it only keeps a weak one (RFC 9110 8.8.1). */
function weakenEtag(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}

const isWebStream = (payload: unknown): payload is WebReadableStream =>
  typeof payload === 'object' && payload !== null && typeof (payload as WebReadableStream).getReader === 'function';

/** Whether this reply is one to compress at all: a body, a text type, not already encoded, not a range. */
function compressible(reply: FastifyReply, payload: unknown): boolean {
  if (payload === null || payload === undefined) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304 || reply.hasHeader('content-range')) return false;
  if (reply.hasHeader('content-encoding')) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses replies for clients that accept brotli or gzip: API JSON and pages above
 * COMPRESSION_THRESHOLD, whole bodies at once and streams chunk by chunk. One hook on the
 * whole app, so that the pages of the not-found fallback are compressed as well as the routes.
 * Files the build compressed already (`content-encoding` set by the static files) go as they are.
 */
export function compressReplies(app: FastifyInstance, threshold = COMPRESSION_THRESHOLD): void {
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    if (!compressible(reply, payload)) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < threshold) return payload;
      addVary(reply);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = compressBuffer(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
      weakenEtag(reply);
      reply.header('content-encoding', encoding).header('content-length', compressed.length);
      return compressed;
    }
    const stream = isWebStream(payload) ? Readable.fromWeb(payload) : payload;
    if (!(stream instanceof Readable)) return payload;
    const length = Number(reply.getHeader('content-length'));
    if (Number.isFinite(length) && length < threshold) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return stream;
    weakenEtag(reply);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return pipeline(stream, compressStream(encoding), (error) => {
      // A visitor who leaves mid-page closes the stream early: nothing went wrong on our side.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.error({ err: error }, 'compressing a streamed reply failed');
    });
  });
}
