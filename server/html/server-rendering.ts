import { existsSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLogger, errorMessage, type LogLevel } from '../../core/logger.ts';
import { SERVER_STATE_ID, type ServerRender } from '../../core/render/server-render.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { equivalentPaths } from '../stores/equivalent-page.ts';
import { DEFAULT_STORE_ID, stripPort } from '../stores/store-registry.ts';
import { pageAssetsOfBuild, readBuildManifest } from './client-assets.ts';
import { escapeHtml } from './escape-html.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createStyleInliner } from './inline-styles.ts';
import { canonicalPath, headTags } from './page-head.ts';
import { scriptsAfterFirstScreen } from './scripts-after-first-screen.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

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
 * Returns false when the browser should render the request itself.
 */
export function createPageRenderer(app: FastifyInstance, render: ServerRender, distDir: string) {
  const assetsOf = pageAssetsOfBuild(readBuildManifest(distDir) ?? {});
  const styles = createStyleInliner(distDir);
  const { stores, db } = app.summit;
  const listed = stores.all.filter((store) => store.listed !== false);
  const defaultStore = stores.byId(DEFAULT_STORE_ID) ?? null;

  const alternatesOf = async (store: StoreConfig, path: string) => {
    const paths = await equivalentPaths(db, store, path, listed);
    return listed.flatMap((target) => {
      const found = paths.get(target.storeId) ?? (path === '/' ? '/' : undefined);
      return found === undefined ? [] : [{ store: target, path: found }];
    });
  };

  return async function renderPage(request: FastifyRequest, reply: FastifyReply, store: StoreConfig, template: string, nonce: string): Promise<boolean> {
    const cookies: string[] = [];
    const logger = createLogger({ sink: (entry) => request.log[entry.level as LogLevel]({ source: entry.source }, entry.message) });
    const [path = '/', query] = request.url.split(/\?(.*)/s, 2);
    const search = query ? `?${query}` : '';
    let result;
    try {
      result = await render({
        store,
        path,
        search,
        hostname: stripPort(request.host ?? ''),
        fetch: inProcessFetch(app, request, (cookie) => cookies.push(cookie)),
        logger,
        nonce,
      });
    } catch (error) {
      request.log.error({ err: error }, `server render failed: ${errorMessage(error)}`);
      return false;
    }
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (result.kind === 'browser') return false;
    if (result.kind === 'redirect') {
      void reply.code(result.status).header('location', result.location).header('cache-control', 'no-cache').send();
      return true;
    }

    const kept = canonicalPath(path, search);
    const indexable = result.status === 200 && result.head.indexable !== false;
    const assets = assetsOf(result.modules, result.laterModules);
    const head = headTags({
      store,
      head: result.head,
      path: kept,
      alternates: indexable ? await alternatesOf(store, kept) : [],
      defaultStore,
      assets,
      styles,
      nonce,
    });
    const scripts = scriptsAfterFirstScreen(
      template,
      assets.scripts.map((file) => `/${file}`),
      nonce,
    );
    const title = result.head.title ? `${result.head.title} | ${store.shopName}` : store.shopName;
    const [before, after = ''] = styles
      .inlineTemplate(scripts?.template ?? template, nonce)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `${head.value}</head>`)
      // The page is there without JavaScript: no need to say it needs it.
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .split(ROOT_ELEMENT);

    const body = new PassThrough();
    body.write(`${before}<div id="root">`);
    const markup = new Writable({
      write: (chunk, _encoding, done) => void body.write(chunk, done),
      final: (done) => {
        body.end(`</div><script id="${SERVER_STATE_ID}" type="application/json">${result.state}</script>${scripts?.loader.value ?? ''}${after}`);
        done();
      },
    });
    result.pipe(markup);
    void reply.code(result.status).type('text/html; charset=utf-8').send(body);
    return true;
  };
}
