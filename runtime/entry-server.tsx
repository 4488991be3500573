import { msg } from '@lingui/core/macro';
import { renderToPipeableStream } from 'react-dom/server';
import { catalogIndexes } from 'virtual:summit/catalogs';
import { pluginLoaders } from 'virtual:summit/plugins';
import { session as sessionEndpoint } from '../contracts/session.ts';
import { createApiClient } from '../core/api/client.ts';
import { inProcessSend } from '../core/api/in-process.ts';
import { createCatalogSource } from '../core/i18n/catalogs.ts';
import { createI18n } from '../core/i18n/setup.ts';
import { createKernel, type Kernel } from '../core/kernel/kernel.ts';
import { createIslandRecorder, IslandRecorderContext } from '../core/kernel/Island.tsx';
import { storeRegistry } from '../core/kernel/plugin-loader.ts';
import { errorMessage } from '../core/logger.ts';
import { scriptJson } from '../core/render/script-json.ts';
import { renderStoredHtmlAsIs } from '../core/kit/ui/sanitize-html.ts';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '../core/render/server-render.ts';
import type { PageResolution } from '../core/routing/types.ts';
import { App } from './app/App.tsx';
import { createAppRuntime, type FirstPage } from './app/app-runtime.tsx';
import { NotFoundContent } from './app/PageOutlet.tsx';
import type { FirstRenderState } from './boot/first-render-state.ts';
import { decodedUrlPart, firstPageOf, type FirstPageOutcome } from './server/first-page.ts';
import { collectImportedModules } from './server/imported-modules.ts';

/** The deferred plugins whose code the first page does not need: all but the page's own. */
function laterPlugins(kernel: Kernel, firstPage: FirstPage | null): string[] {
  const pagePlugin = firstPage?.rendered ? kernel.pages.get(firstPage.resolution.pageType)?.plugin : undefined;
  const manifests = kernel.store.manifests ?? {};
  return Object.keys(manifests).filter((name) => manifests[name]?.load === 'deferred' && name !== pagePlugin);
}

/**
 * The store's key, and the page's own thing when it has one: the entity its path was looked up
 * as (`category-7`, `content-3`), else the number its route takes (`product-42`).
 */
function cacheKeysOf(storeId: number, shown: PageResolution | null): string[] {
  const keys = [`store-${storeId}`];
  const id = shown?.entityId ?? Object.values(shown?.params ?? {}).find((value) => /^\d{1,12}$/.test(value));
  if (shown && id !== undefined) keys.push(`${shown.pageType}-${id}`);
  return keys;
}

/**
 * The API's code (build-manifest keys): the client's HTTP half and the contracts first-screen code
 * loads with its calls. A page the server rendered brings its data, so the browser's first screen
 * calls nothing and loads them later, with the first call.
 */
const isApiCode = (key: string) => key === '../core/api/transport.ts' || key.startsWith('../contracts/');

/** How long the server waits for the slots' data (banners, header texts) before it leaves them to the browser. */
const SLOT_DATA_TIMEOUT_MS = 3000;

// The server renders with this process's reference API alone, which sends CMS HTML as it stored it: sanitised.
renderStoredHtmlAsIs();

/**
 * Renders one page request on the server: a kernel of its own (i18n, session, plugin state),
 * the store's first-phase plugins, the session and the route as the shopper would get them, the
 * page's data through its loader, then React's streaming render of the whole shop window. The
 * browser's first render repeats it from the inlined state and hydrates it.
 */
export const render: ServerRender = async (request) => {
  const { result, modules } = await collectImportedModules(() => renderRequest(request));
  if (result.kind !== 'page') return result;
  // Manifest keys are relative to the build root (runtime/): `../plugins/<name>/…`.
  const later = result.laterPlugins.map((name) => `../plugins/${name}/`);
  const { laterPlugins: _, ...page } = result;
  const isLater = (key: string) => isApiCode(key) || later.some((folder) => key.startsWith(folder));
  return { ...page, modules, laterModules: modules.filter(isLater) };
};

type RenderedRequest =
  Exclude<ServerRenderResult, { kind: 'page' }> | (Omit<Extract<ServerRenderResult, { kind: 'page' }>, 'laterModules'> & { laterPlugins: string[] });

async function renderRequest(request: ServerRenderRequest): Promise<RenderedRequest> {
  const { store, logger } = request;
  const api = createApiClient({ storeId: store.storeId, send: inProcessSend(request.api) });
  const catalogs = createCatalogSource(catalogIndexes, store.locale);
  const i18n = createI18n(store.locale, await catalogs.shell());
  const kernel = createKernel({
    store,
    api,
    logger,
    i18n,
    catalogs,
    registry: storeRegistry(store.manifests ?? {}, pluginLoaders),
    environment: 'server',
  });
  const plugins = kernel.loadPlugins();
  let session = request.sharedSession;
  try {
    session ??= await api.call(sessionEndpoint);
  } catch (error) {
    // The browser shows its offline or error state for this, as without a server renderer.
    logger.warn('server-render', `session unavailable: ${errorMessage(error)}`);
    return { kind: 'browser' };
  }
  kernel.receiveSession(session);
  await plugins;
  await kernel.loadServerRendered();

  const location = { path: decodedUrlPart(request.path), search: decodedUrlPart(request.search) };
  const outcome: FirstPageOutcome = await firstPageOf(kernel, location, request.hostname);
  if (outcome.kind === 'redirect') return outcome;
  if (outcome.kind === 'not-found') await NotFoundContent.preload();
  const shown = outcome.firstPage?.rendered ? outcome.firstPage.resolution : null;
  await kernel.preloadSlots(shown, AbortSignal.timeout(SLOT_DATA_TIMEOUT_MS), request.sharedSession !== undefined);

  const runtime = createAppRuntime(kernel, { status: 'ready', firstPage: outcome.firstPage });
  const islands = createIslandRecorder();
  const rendered = { path: request.path, search: request.search.slice(1) };
  const state: FirstRenderState = { session, location: rendered, firstPage: outcome.firstPage, slots: kernel.firstRender, islands: islands.marks };
  const pageHead = outcome.kind === 'not-found' ? { title: i18n._(msg`Page not found`), indexable: false } : outcome.head;
  const head = {
    ...pageHead,
    description: pageHead.description ?? i18n._(msg`Private sales for members: ski, snowboard and mountain gear from the best brands, at members' prices.`),
  };

  return new Promise((resolve) => {
    const app = (
      <IslandRecorderContext.Provider value={islands}>
        <App runtime={runtime} location={rendered} />
      </IslandRecorderContext.Provider>
    );
    const stream = renderToPipeableStream(app, {
      // Should a part still suspend, React's scripts that put it in place carry the reply's nonce.
      ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
      // React outlines a finished boundary bigger than this (12.8 KB by default) into a hidden
      // segment that only its inline script shows: without JavaScript the page would stay on its
      // loading fallback. The reply is sent whole (onAllReady), so nothing is gained by outlining.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The whole page before the first byte of it: complete HTML for shoppers without
      // JavaScript and for crawlers, and no inline scripts (the CSP stays strict). The page's
      // data is fetched before rendering, so this waits for nothing but the render.
      onAllReady: () =>
        resolve({
          kind: 'page',
          status: outcome.kind === 'not-found' ? 404 : 200,
          head,
          modules: [],
          laterPlugins: laterPlugins(kernel, outcome.firstPage),
          cacheKeys: cacheKeysOf(store.storeId, shown),
          state: scriptJson(state),
          pipe: (destination) => stream.pipe(destination),
        }),
      onShellError: (error) => {
        logger.error('server-render', `render failed: ${errorMessage(error)}`, error);
        resolve({ kind: 'browser' });
      },
      // A part that fails on the server shows its fallback; the browser renders it again.
      onError: (error) => logger.warn('server-render', `part of ${request.path} left to the browser: ${errorMessage(error)}`),
    });
  });
}
