import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawSession } from '../../contracts/session.ts';
import { createLogger, errorMessage, type LogLevel } from '../../core/logger.ts';
import type { ServerRender } from '../../core/render/server-render.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Sitemaps } from '../sitemap/sitemaps.ts';
import { equivalentPaths } from '../stores/equivalent-page.ts';
import { DEFAULT_STORE_ID, stripPort } from '../stores/store-registry.ts';
import { pageAssetsOfBuild, readBuildManifest } from './client-assets.ts';
import { inProcessApi } from './in-process-api.ts';
import { createStyleInliner } from './inline-styles.ts';
import type { InlineSources } from './kept-page.ts';
import { createPageFrames } from './page-frame.ts';
import { canonicalPath, headTags } from './page-head.ts';

/** A page the server rendered, whole, with the surrogate keys of what it shows (see ServerRenderResult's cacheKeys). */
export type RenderedPage =
  | { kind: 'page'; status: 200 | 404; bytes: Buffer; inline: InlineSources | null; keys: readonly string[] }
  | { kind: 'redirect'; status: 301 | 302; location: string; keys: readonly string[] };

/** The storefront's server renderer (`vite build --ssr` writes it beside the browser build), or null without one. */
export async function loadServerRender(distDir: string): Promise<ServerRender | null> {
  const entry = `${distDir}-server/entry-server.js`;
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render: ServerRender };
  return module.render;
}

/**
 * Renders store pages on the server: the page's template (store inlined) around React's markup,
 * the page's head (title, description, canonical, hreflang, Open Graph, structured data, its
 * stylesheets), the state the browser's first render hydrates from, and the loader of its scripts.
 */
export function createPageRenderer(app: FastifyInstance, render: ServerRender, distDir: string, sitemaps: Sitemaps) {
  const assetsOf = pageAssetsOfBuild(readBuildManifest(distDir) ?? {});
  const styles = createStyleInliner(distDir);
  const composePage = createPageFrames(styles);
  const { stores, db } = app.summit;
  const listed = stores.all.filter((store) => store.listed !== false);
  const defaultStore = stores.byId(DEFAULT_STORE_ID) ?? null;

  // A page of the sitemap names the alternates the sitemap does: the stores that have that very page.
  const alternatesOf = async (store: StoreConfig, path: string) => {
    const listedInSitemap = await sitemaps.alternatesOf(store, path);
    if (listedInSitemap) return listedInSitemap;
    const paths = await equivalentPaths(db, store, path, listed);
    return listed.flatMap((target) => {
      const found = paths.get(target.storeId) ?? (path === '/' ? '/' : undefined);
      return found === undefined ? [] : [{ store: target, path: found }];
    });
  };

  /** renderFor, timed for `/metrics` by its outcome. */
  return async function renderPage(...args: Parameters<typeof renderFor>): ReturnType<typeof renderFor> {
    const timer = app.summit.metrics?.renderSeconds.startTimer();
    const rendered = await renderFor(...args);
    timer?.({ outcome: rendered === null ? 'browser' : rendered.page.kind });
    return rendered;
  };

  /**
   * The page's reply as the cache keeps it (null: the browser renders it), and the cookies the API
   * set for the shopper meanwhile. `sharedSession`: rendered for everyone with that session.
   * `nonce` null: the page is kept for many, its inline scripts and styles allowed by their hashes.
   */
  async function renderFor(
    request: FastifyRequest,
    store: StoreConfig,
    template: string,
    nonce: string | null,
    sharedSession?: RawSession,
  ): Promise<{ page: RenderedPage; cookies: string[]; degraded: boolean } | null> {
    const cookies: string[] = [];
    // A part that failed (a slot's data, a page left to the browser) is logged: such a page is
    // this moment's, not one to hand to the next shoppers.
    let degraded = false;
    const logger = createLogger({
      sink: (entry) => {
        degraded ||= entry.level === 'warn' || entry.level === 'error';
        request.log[entry.level as LogLevel]({ source: entry.source }, entry.message);
      },
    });
    const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
    const search = query ? `?${query}` : '';
    let result;
    try {
      result = await render({
        store,
        path,
        search,
        hostname: stripPort(request.host ?? ''),
        api: inProcessApi(app, request, store.storeId, (cookie) => cookies.push(cookie)),
        logger,
        ...(nonce === null ? {} : { nonce }),
        ...(sharedSession ? { sharedSession } : {}),
      });
    } catch (error) {
      request.log.error({ err: error }, `server render failed: ${errorMessage(error)}`);
      return null;
    }
    if (result.kind === 'browser') return null;
    if (result.kind === 'redirect') return { page: { ...result, keys: [`store-${store.storeId}`] }, cookies, degraded };

    const kept = canonicalPath(path, search);
    const indexable = result.status === 200 && result.head.indexable !== false;
    const assets = assetsOf(result.modules, result.laterModules);
    const head = headTags({
      store,
      head: result.head,
      path: kept,
      alternates: indexable ? await alternatesOf(store, kept) : [],
      defaultStore,
    });
    const markup = await markupOf(result.pipe);
    const { bytes, inline } = composePage(
      store.storeId,
      template,
      assets.scripts.map((file) => `/${file}`),
      nonce,
      {
        title: result.head.title ? `${result.head.title} | ${store.shopName}` : store.shopName,
        head: head.value,
        headStyles: assets.styles,
        root: markup,
        state: result.state,
      },
    );
    return { page: { kind: 'page', status: result.status, bytes, inline, keys: result.cacheKeys }, cookies, degraded };
  }
}

/** React's markup of the page, whole and as React encoded it: the render waited for all of it (onAllReady) before it began. */
function markupOf(pipe: (destination: NodeJS.WritableStream) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        done();
      },
      final: (done) => {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    sink.on('error', reject);
    pipe(sink);
  });
}
