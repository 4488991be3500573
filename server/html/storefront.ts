import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORE_HEADER } from '../../contracts/headers.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { errorMessage } from '../../core/logger.ts';
import { requestStore } from '../context.ts';
import { isApiPath } from '../http/csrf.ts';
import type { RuntimeConfig } from '../../core/api/runtime-config.ts';
import { announceVersion, buildVersion, type VersionOf } from './app-version.ts';
import { renderIndexHtml } from './index-html.ts';
import { robotsRoute } from './robots.ts';
import { sitemapRoutes } from '../sitemap/sitemap-routes.ts';
import { appSitemaps } from '../sitemap/sitemaps.ts';
import type { PageCache } from './page-cache.ts';
import { createPageRenderer, loadServerRender } from './server-rendering.ts';
import { PAGE_CACHE_HEADER, sendSharedPage } from './shared-pages.ts';
import { pageAudience } from './shared-session.ts';
import { storefrontPolicy, withNonce } from './security-headers.ts';

export interface Storefront {
  /** True when this request should get a page: a GET that is not an API call, not a file, and does not ask for JSON. */
  wants(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Paths of files (a missing script, an image, a source map): they get a 404, not a page. */
const FILE_PATH = /\.(js|mjs|css|map|json|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|webmanifest|br|gz)$/i;

/** A client that asks for JSON and not for HTML (an API client that got the path wrong). */
const wantsJson = (accept: string) => /\bapplication\/json\b/.test(accept) && !/\btext\/html\b/.test(accept);

/**
 * Serves the built storefront from distDir: hashed files under assets/ cached for a year,
 * other files revalidated, and for every page path the store's page: rendered on the server
 * when the build has a server renderer and the API is this server's, else index.html (per
 * store) for the browser to render.
 */
export async function serveStorefront(
  app: FastifyInstance,
  distDir: string,
  options: { runtime?: RuntimeConfig; versionOf?: VersionOf; pageCache?: PageCache | null } = {},
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
    // maps belong to an error tracker (the build puts them in dist-sourcemaps/): one copied into
    // dist/ is not published either. The compressed copies are no URLs of their own.
    globIgnore: ['index.html', '**/*.map', '**/*.br', '**/*.gz'],
    // The build wrote brotli and gzip copies of the text files (scripts/vite/precompress.ts): sent
    // to browsers that accept them, the file itself to the others, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(distDir, 'assets') + sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  robotsRoute(app);
  const sitemaps = appSitemaps(app);
  sitemapRoutes(app, sitemaps);
  // A page the API of another origin serves is rendered by the browser: the server has no session of the shopper's there.
  const sameOriginApi = !options.runtime || !/^https?:\/\//.test(options.runtime.apiBase);
  const render = sameOriginApi ? await loadServerRender(distDir) : null;
  const renderPage = render ? createPageRenderer(app, render, distDir, sitemaps) : null;

  return {
    wants: (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?', 1)[0]!;
      return !isApiPath(request.url) && !FILE_PATH.test(path) && !wantsJson(request.headers.accept ?? '');
    },
    send: async (request, reply) => {
      const store = requestStore(request);
      reply.header('cache-control', PERSONAL).header('vary', `Accept, Cookie, Host, ${STORE_HEADER}`);
      if (!renderPage) return reply.header('content-security-policy', policy(store)).code(200).type(HTML).send(page(store));

      // Without it (the database failing), the page is rendered for the shopper, as it fails or not.
      const audience = options.pageCache
        ? await pageAudience(request, store).catch((error: unknown) => {
            request.log.error({ err: error }, `page audience unknown: ${errorMessage(error)}`);
            return null;
          })
        : null;
      if (options.pageCache && audience?.shared) {
        const shared = { cache: options.pageCache, render: renderPage, template: page(store), policy: policy(store) };
        if (await sendSharedPage(request, reply, store, audience, shared)) return reply;
      } else {
        // For the inline scripts and styles of this reply alone.
        const nonce = randomBytes(16).toString('base64');
        reply.header('content-security-policy', withNonce(policy(store), nonce)).header(PAGE_CACHE_HEADER, 'bypass');
        const result = await renderPage(request, store, page(store), nonce);
        if (result?.cookies.length) reply.header('set-cookie', result.cookies);
        const rendered = result?.page;
        if (rendered?.kind === 'redirect') return reply.code(rendered.status).header('location', rendered.location).header('cache-control', 'no-cache').send();
        if (rendered) return reply.code(rendered.status).type(HTML).send(rendered.bytes);
      }
      // The browser renders the page itself.
      return reply.header('content-security-policy', policy(store)).code(200).type(HTML).send(page(store));
    },
  };
}

const HTML = 'text/html; charset=utf-8';
/** Per shopper (session) and per store (host, or the store header): no cache may hand it to another. */
const PERSONAL = 'private, no-cache';
