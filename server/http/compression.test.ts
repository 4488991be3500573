import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress.ts';
import { apiExtension, createTestApp, type TestApp } from '../test-support/test-support.ts';
import { chooseEncoding, COMPRESSION_THRESHOLD } from './compression.ts';

/** A script well above the threshold, with enough repetition to compress. */
const ENTRY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const SMALL = 'export const x = 1;\n';
const bigJson = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Product ${i}` })) };

let t: TestApp;
/** Holds the second part of /api/compression-held until a test lets it go. */
let releaseHeld: () => void = () => {};
beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'summit-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Summit</title><!--summit-store--></head><body></body></html>');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), ENTRY);
  writeFileSync(join(distDir, 'assets', 'tiny-abc123.js'), SMALL);
  await precompressDir(distDir, { except: ['index.html'] });
  t = await createTestApp({
    distDir,
    extend: apiExtension((api) => {
      api.get('/compression-big', async () => bigJson);
      api.get('/compression-small', async () => ({ ok: true }));
      api.get('/compression-stream', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(Readable.from(['<p>first part</p>', 'x'.repeat(3000), '<p>last part</p>'])),
      );
      api.get('/compression-web-stream', async (_request, reply) => {
        const parts = ['<p>first part</p>', 'x'.repeat(3000), '<p>last part</p>'];
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            const part = parts.shift();
            if (part === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(part));
          },
        });
        return reply.type('text/html; charset=utf-8').send(body);
      });
      api.get('/compression-held', async (_request, reply) => {
        const held = new Promise<void>((resolve) => (releaseHeld = resolve));
        async function* parts() {
          yield '<p>first part</p>'.padEnd(2000, ' ');
          await held;
          yield '<p>last part</p>';
        }
        return reply.type('text/html; charset=utf-8').send(Readable.from(parts()));
      });
      api.get('/compression-events', async (_request, reply) => reply.type('text/event-stream').send('data: ' + 'y'.repeat(3000) + '\n\n'));
    }),
  });
});
afterAll(async () => {
  releaseHeld();
  await t.close();
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET', accept = '*/*') =>
  t.app.inject({ method, url, headers: { accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

function decoded(reply: LightMyRequestResponse): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString();
  return reply.body;
}

describe('choosing the encoding', () => {
  it('takes brotli when offered, gzip otherwise, nothing for identity or a refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('built files', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that takes gzip, the file to the others', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const reply = await get('/assets/index-abc123.js', acceptEncoding);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(reply)).toBe(ENTRY);
      if (encoding) expect(reply.rawPayload.length).toBeLessThan(ENTRY.length / 3);
    }
  });

  it('answers a HEAD request (curl -I) with the encoding it would send', async () => {
    const reply = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('sends a file too small for copies as it is, never compressed a second time, and publishes no copy under its own name', async () => {
    const reply = await get('/assets/tiny-abc123.js', 'br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(SMALL);
    expect((await get('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.js.gz')).statusCode).toBe(404);
  });
});

describe('API replies and pages', () => {
  it(`compresses JSON above ${COMPRESSION_THRESHOLD} bytes for clients that accept it, with Vary either way`, async () => {
    const body = JSON.stringify(bigJson);
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const reply = await get('/api/compression-big', acceptEncoding);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(JSON.parse(decoded(reply))).toEqual(bigJson);
    }
  });

  it('sends JSON below the threshold as it is', async () => {
    const reply = await get('/api/compression-small', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(reply.json()).toEqual({ ok: true });
  });

  it('keeps a weak ETag on a compressed public reply, and a client holding it gets 304', async () => {
    const url = '/api/category-navigation?storeId=1&type=header';
    const plain = await get(url);
    const compressed = await get(url, 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/x-summit-store.*accept-encoding/i);
    expect(compressed.headers.etag).toBe(`W/${plain.headers.etag as string}`);
    expect(decoded(compressed)).toBe(plain.body);
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': compressed.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('compresses a streamed reply, Node or web stream, as it streams', async () => {
    for (const url of ['/api/compression-stream', '/api/compression-web-stream']) {
      const reply = await get(url, 'gzip');
      expect(reply.headers['content-encoding'], url).toBe('gzip');
      expect(reply.headers['content-length']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(reply)).toBe(`<p>first part</p>${'x'.repeat(3000)}<p>last part</p>`);
    }
  });

  it('passes on each part of a stream as it comes, not when the stream ends', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // fetch decodes gzip itself: the first part readable while the second is held means it was flushed.
    const response = await fetch(`${address}/api/compression-held`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<p>first part</p>');
    releaseHeld();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('<p>last part</p>');
  });

  it('leaves event streams alone: each event must arrive when it is sent', async () => {
    const reply = await get('/api/compression-events', 'br');
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the storefront page, which the not-found fallback serves', async () => {
    const reply = await get('/ski/skis', 'br', 'GET', 'text/html');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(decoded(reply)).toContain('<script id="summit-store"');
  });
});
