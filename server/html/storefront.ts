import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import { isApiPath } from '../http/csrf.ts';
import type { RuntimeConfig } from '../../core/api/runtime-config.ts';
import { announceVersion, buildVersion, type VersionOf } from './app-version.ts';
import { renderIndexHtml } from './index-html.ts';
import { storefrontPolicy } from './security-headers.ts';

export interface Storefront {
  /** True when this request should get the single-page app (a page navigation, not an API call or asset). */
  wants(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built storefront from distDir: hashed files under assets/ cached for a year,
 * other files revalidated, and index.html (per store) for every page path.
 */
export async function serveStorefront(
  app: FastifyInstance,
  distDir: string,
  options: { runtime?: RuntimeConfig; versionOf?: VersionOf } = {},
): Promise<Storefront> {
  // Read once: the build does not change under a running server.
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const version = buildVersion(template);
  announceVersion(app, version, options.versionOf);
  const pages = new Map<number, string>();
  const policies = new Map<number, string>();
  const policy = (store: StoreConfig) => {
    let value = policies.get(store.storeId);
    if (value === undefined) policies.set(store.storeId, (value = storefrontPolicy(store, options.runtime)));
    return value;
  };
  const page = (store: StoreConfig) => {
    let html = pages.get(store.storeId);
    if (html === undefined) pages.set(store.storeId, (html = renderIndexHtml(template, store, version, options.runtime)));
    return html;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // One route per built file, found once at start: every other path (/, //sales, /a/../b)
    // goes to the page fallback, where a wildcard route would answer odd forms with 403.
    wildcard: false,
    // The raw template (with its marker) is never served; pages get the rendered copy. Source
    // maps stay in dist/ for an error tracker to read and are not published with the shop. The
    // compressed copies are no URLs of their own.
    globIgnore: ['index.html', '**/*.map', '**/*.br', '**/*.gz'],
    // The build wrote brotli and gzip copies of the text files (scripts/vite/precompress.ts): sent
    // to browsers that accept them, the file itself to the others, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(distDir, 'assets') + sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    wants: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html'),
    send: (request, reply) => {
      const store = requestStore(request);
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy(store))
        .send(page(store));
    },
  };
}
