import { createRoot, type RootOptions } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { snapshot } from 'valtio';
import { catalogIndexes } from 'virtual:summit/catalogs';
import { pluginLoaders } from 'virtual:summit/plugins';
import { createApiClient } from '../core/api/client.ts';
import { yieldToBrowser } from '../core/async/yield-to-browser.ts';
import { createCatalogSource } from '../core/i18n/catalogs.ts';
import { bcp47 } from '../core/i18n/locales.ts';
import { createI18n } from '../core/i18n/setup.ts';
import { createKernel, fetchSession, type Kernel } from '../core/kernel/kernel.ts';
import { isSharedSession } from '../core/render/server-render.ts';
import { storeRegistry } from '../core/kernel/plugin-loader.ts';
import { createLogger, errorMessage, type Logger } from '../core/logger.ts';
import { createAppRuntime, type AppRuntime, type FirstPage } from './app/app-runtime.tsx';
import { failureStatus } from './boot/app-state.ts';
import { NotFoundContent } from './app/PageOutlet.tsx';
import { UnavailableScreen } from './app/UnavailableScreen.tsx';
import { loadDeferredPluginsAfterFirstPage } from './boot/deferred-plugins.ts';
import { readFirstRenderState } from './boot/first-render-state.ts';
import { readRuntimeConfig } from './boot/runtime-config.ts';
import { readStoreConfig } from './boot/read-store.ts';
import { HYDRATION_END_MARK, HYDRATION_START_MARK } from './boot/hydration-marks.ts';
import { createStalePage, pageVersion } from './boot/stale-page.ts';
import { startSession } from './boot/start-session.ts';
import { warmUpIntl } from './boot/warm-up-intl.ts';
import { startIslands, type StartedIslands } from './islands/start-islands.tsx';

/** How long a shared page's shopper waits at most for their own session after hydration. */
const OWN_SESSION_LATEST_MS = 10_000;

/** How long hydration waits at most for the formatting data the page started loading on a worker. */
const INTL_WAIT_MS = 500;

const rootOptions = (logger: Logger): RootOptions => ({
  // Errors caught by a PluginBoundary are logged there, with the plugin's name.
  onCaughtError: () => undefined,
  onUncaughtError: (error) => logger.error('shell', `render failed: ${errorMessage(error)}`, error),
  onRecoverableError: (error) => logger.error('shell', `the server's page had to be rendered again: ${errorMessage(error)}`, error),
});

/**
 * A page from the server's page cache was rendered with a session of no one: the shopper's own
 * (their name, their basket's owner, their flash messages) comes before `sessionReady`, so that
 * plugins start from it. The page showed nothing that differs between the two but the shopper's
 * own parts (basket count, name), and only those render again. False when it could not be had.
 */
async function receiveOwnSession({ kernel, app }: AppRuntime, islands: StartedIslands): Promise<boolean> {
  try {
    kernel.receiveSession(await fetchSession(kernel.api));
    return true;
  } catch (error) {
    // As when a page without the server's render cannot start: the app shows the offline notice
    // or the unavailable screen, and its retry starts the session.
    kernel.logger.error('shell', `session fetch failed: ${errorMessage(error)}`, error);
    app.status = failureStatus(error, navigator.onLine);
    islands.handToApp();
    return false;
  }
}

/** The code of the server's page, so that hydration renders it at once instead of suspending. */
async function preloadFirstPage(kernel: Kernel, firstPage: FirstPage | null): Promise<void> {
  if (!firstPage?.rendered) return;
  const { pageType } = firstPage.resolution;
  const code = pageType === 'not_found' ? NotFoundContent.preload() : kernel.pages.get(pageType)?.load();
  await code?.catch(() => undefined);
}

/**
 * Boot: store config (inlined by the server, else the build's static file), its locale's catalog index (the shell's texts),
 * kernel, the store's first-page plugins (in parallel with the session fetch), then
 * sessionReady; the deferred plugins once the first page is on screen. Only the enabled
 * plugins load; the API is wherever the page's runtime config says. A page the server rendered
 * brings its session and its page's data: the browser hydrates it without fetching them again.
 */
export async function boot(): Promise<void> {
  const logger = createLogger();
  const container = document.getElementById('root')!;

  let store;
  try {
    store = await readStoreConfig();
  } catch (error) {
    // Without a store there is no language either: show the unavailable screen in English.
    logger.error('shell', `store config unavailable: ${errorMessage(error)}`, error);
    const i18n = createI18n('en_GB', await createCatalogSource(catalogIndexes, 'en_GB').shell());
    createRoot(container, rootOptions(logger)).render(
      <I18nProvider i18n={i18n}>
        <UnavailableScreen retry={async () => window.location.reload()} />
      </I18nProvider>,
    );
    return;
  }

  const intlData = warmUpIntl([store.currency.priceLocale, bcp47(store.locale)]);
  const stale = createStalePage(pageVersion());
  const server = readFirstRenderState();
  const api = createApiClient({
    ...readRuntimeConfig(),
    storeId: store.storeId,
    onReplyHeaders: (headers) => stale.onReplyHeaders(headers),
    // The server's page came with its session and data: its first screen needs no call.
    transport: server ? 'on-first-call' : 'at-once',
  });
  const catalogs = createCatalogSource(catalogIndexes, store.locale);
  const i18n = createI18n(store.locale, await catalogs.shell());
  const registry = storeRegistry(store.manifests ?? {}, pluginLoaders);
  const kernel = createKernel({ store, api, logger, i18n, catalogs, registry, ...(server ? { firstRender: server.slots } : {}) });

  if (server) {
    kernel.receiveSession(server.session);
    const runtime = createAppRuntime(kernel, { status: 'ready', stale, firstPage: server.firstPage });
    await yieldToBrowser();
    await kernel.loadPlugins();
    await yieldToBrowser();
    await preloadFirstPage(kernel, server.firstPage);
    // Hydration formats the page's prices and counts: with the data there, on a busy phone too.
    await Promise.race([intlData, new Promise((resolve) => setTimeout(resolve, INTL_WAIT_MS))]);
    // The bench sums the main thread's work between this mark and the end one.
    performance.mark(HYDRATION_START_MARK);
    const islands = await startIslands(runtime, { marks: server.islands, serverLocation: server.location }, container, rootOptions(logger));
    performance.mark(HYDRATION_END_MARK);
    runtime.firstCommitted();
    // The page is ready (taps held since the first paint are made again) once its content has
    // committed, which the page's ReadyMark says: that content hydrates in a pass of its own
    // (its Suspense boundary), after the islands' first commit, and a tap on it before then
    // would tick a box whose change React never hears.
    await yieldToBrowser();
    let ownSession = true;
    if (isSharedSession(server.session)) {
      // After the page's content: the session's call brings the API's code, which the first screen does without.
      // A page that never gets there (its plugin failed) still gets the shopper's session.
      await Promise.race([runtime.firstPageShown, new Promise((resolve) => setTimeout(resolve, OWN_SESSION_LATEST_MS))]);
      ownSession = await receiveOwnSession(runtime, islands);
    }
    if (ownSession) await kernel.hooks.sessionReady.promise(snapshot(kernel.session));
    await yieldToBrowser();
    stale.watchSession(kernel.session, store.storeId);
    loadDeferredPluginsAfterFirstPage(runtime);
    return;
  }

  const runtime = createAppRuntime(kernel, { stale });
  // Without a server's page there are no islands: the whole app renders in the browser.
  const { App } = await import('./app/App.tsx');
  createRoot(container, rootOptions(logger)).render(<App runtime={runtime} />);
  const plugins = kernel.loadPlugins();
  // Plugins tap sessionReady in setup, so the hook runs after both are done.
  await Promise.all([plugins, startSession(runtime, plugins)]);
  stale.watchSession(kernel.session, store.storeId);
  loadDeferredPluginsAfterFirstPage(runtime);
}
