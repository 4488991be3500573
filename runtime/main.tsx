import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { catalogIndexes } from 'virtual:summit/catalogs';
import { pluginLoaders } from 'virtual:summit/plugins';
import { createApiClient } from '../core/api/client.ts';
import { createCatalogSource } from '../core/i18n/catalogs.ts';
import { createI18n } from '../core/i18n/setup.ts';
import { createKernel } from '../core/kernel/kernel.ts';
import { storeRegistry } from '../core/kernel/plugin-loader.ts';
import { createLogger, errorMessage } from '../core/logger.ts';
import { App } from './app/App.tsx';
import { UnavailableScreen } from './app/UnavailableScreen.tsx';
import { appState, failureStatus } from './boot/app-state.ts';
import { loadDeferredPluginsAfterFirstPage } from './boot/deferred-plugins.ts';
import { readRuntimeConfig } from './boot/runtime-config.ts';
import { readStoreConfig } from './boot/read-store.ts';
import { stalePage } from './boot/stale-page.ts';
import { startSession } from './boot/start-session.ts';
import './styles/shell.css';

/**
 * Boot: store config (inlined by the server, else the build's static file), its locale's catalog index (the shell's texts),
 * kernel, the store's first-page plugins (in parallel with the session fetch), then
 * sessionReady; the deferred plugins once the first page is on screen. Only the enabled
 * plugins load; the API is wherever the page's runtime config says.
 */
async function boot(): Promise<void> {
  const logger = createLogger();
  const root = createRoot(document.getElementById('root')!, {
    // Errors caught by a PluginBoundary are logged there, with the plugin's name.
    onCaughtError: () => undefined,
    onUncaughtError: (error) => logger.error('shell', `render failed: ${errorMessage(error)}`, error),
  });

  let store;
  try {
    store = await readStoreConfig();
  } catch (error) {
    // Without a store there is no language either: show the unavailable screen in English.
    logger.error('shell', `store config unavailable: ${errorMessage(error)}`, error);
    appState.status = failureStatus(error, navigator.onLine);
    const i18n = createI18n('en_GB', await createCatalogSource(catalogIndexes, 'en_GB').shell());
    root.render(
      <I18nProvider i18n={i18n}>
        <UnavailableScreen retry={async () => window.location.reload()} />
      </I18nProvider>,
    );
    return;
  }

  const api = createApiClient({
    ...readRuntimeConfig(),
    storeId: store.storeId,
    onReplyHeaders: (headers) => stalePage.onReplyHeaders(headers),
  });
  const catalogs = createCatalogSource(catalogIndexes, store.locale);
  const i18n = createI18n(store.locale, await catalogs.shell());
  const kernel = createKernel({ store, api, logger, i18n, catalogs, registry: storeRegistry(store.manifests ?? {}, pluginLoaders) });
  root.render(<App kernel={kernel} />);
  const plugins = kernel.loadPlugins();
  // Plugins tap sessionReady in setup, so the hook runs after both are done.
  await Promise.all([plugins, startSession(kernel, plugins)]);
  stalePage.watchSession(kernel.session, store.storeId);
  loadDeferredPluginsAfterFirstPage(kernel);
}

void boot();
