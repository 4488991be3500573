/**
 * The built storefront as plain files, the way a CDN or any static host serves it: no store is
 * inlined (the page loads its host's stores/<code>.json), and the runtime config in index.html is
 * rewritten to point at an API on another origin, as a deployment would.
 *   PORT=... API_BASE=http://localhost:4311/api node --import tsx e2e/support/static-storefront.ts
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { RUNTIME_CONFIG_ID } from '../../core/api/runtime-config.ts';

const dist = resolve(import.meta.dirname, '../../dist');
const port = Number(process.env.PORT ?? 4312);
const runtime = { apiBase: process.env.API_BASE ?? '/api', credentials: 'include' };
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

const template = await readFile(join(dist, 'index.html'), 'utf8');
const page = template.replace(
  new RegExp(`<script id="${RUNTIME_CONFIG_ID}" type="application/json">[^<]*</script>`),
  `<script id="${RUNTIME_CONFIG_ID}" type="application/json">${JSON.stringify(runtime)}</script>`,
);

createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname)).replace(/^(\.\.[/\\])+/, '');
  if (extname(path)) {
    try {
      const body = await readFile(join(dist, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
    return;
  }
  // Every other path is a page of the single-page app.
  response.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' }).end(page);
}).listen(port, '127.0.0.1', () => console.info(`static storefront on http://localhost:${port} (API at ${runtime.apiBase})`));
