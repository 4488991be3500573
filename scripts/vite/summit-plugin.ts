import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { FIXTURE_PLUGIN_DIRS, PRODUCT_PLUGIN_DIRS } from '../../core/kernel/plugin-folders.node.ts';
import { FIXTURE_STORE_DIRS, loadStores, PRODUCT_STORE_DIRS, type LoadedStores } from '../../core/store/files.node.ts';
import { formatProblem } from '../../core/store/validate.ts';
import { LOCALES } from '../../core/i18n/locales.ts';
import { storeFileName, withoutSchemaHint } from '../../core/store/published.ts';

const PLUGINS_ID = 'virtual:summit/plugins';
const STORES_ID = 'virtual:summit/stores';
const CATALOGS_ID = 'virtual:summit/catalogs';
const resolved = (id: string) => `\0${id}`;

/** The build mode whose bundle carries the e2e fixtures (fault-probe, event-probe, the QA store). */
export const E2E_MODE = 'e2e';

/**
 * Composes the storefront from the plugin folders and store files at build time:
 * - `virtual:summit/plugins`: each plugin's lazy chunk (its manifest travels with the configs of the stores that enable it);
 * - `virtual:summit/stores`: host names to store codes, for a page no server inlined a config into;
 * - `virtual:summit/catalogs`: one index per locale, holding the shell's texts and a loader for the
 *   forms' and each plugin's catalog (core/i18n/catalogs.ts);
 * - `stores/<code>.json` in the output: the validated store configs, as static files.
 * A bad manifest or store config stops the build with file, pointer and expectation. In e2e mode
 * the fixtures join in; a production build contains none of them.
 */
export function summit(options: { root: string; mode: string }): Plugin {
  const withFixtures = options.mode === E2E_MODE;
  const pluginDirs = withFixtures ? [...PRODUCT_PLUGIN_DIRS, ...FIXTURE_PLUGIN_DIRS] : PRODUCT_PLUGIN_DIRS;
  const storeDirs = withFixtures ? [...PRODUCT_STORE_DIRS, ...FIXTURE_STORE_DIRS] : PRODUCT_STORE_DIRS;
  let loaded: LoadedStores | null = null;
  const load = () => (loaded ??= loadStores(options.root, { pluginDirs, storeDirs }));
  let serverBuild = false;

  return {
    name: 'summit',
    configResolved(config) {
      serverBuild = !!config.build.ssr;
    },
    buildStart() {
      loaded = null;
      const { problems } = load();
      if (problems.length) this.error(`Config check failed:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
      for (const plugin of load().plugins) {
        this.addWatchFile(join(plugin.dir, 'manifest.json'));
      }
    },
    resolveId(id) {
      return id === PLUGINS_ID || id === STORES_ID || id.startsWith(CATALOGS_ID) ? resolved(id) : null;
    },
    load(id) {
      if (id === resolved(PLUGINS_ID)) {
        // Chunks only: a page gets the manifests of its store's plugins with the store config.
        const entries = load().plugins.map((p) => `  ${JSON.stringify(p.name)}: () => import(${JSON.stringify(join(p.dir, 'index.ts'))}),`);
        return `export const pluginLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id === resolved(CATALOGS_ID)) {
        const entries = LOCALES.map((locale) => `  ${locale}: () => import(${JSON.stringify(`${CATALOGS_ID}/${locale}`)}),`);
        return `export const catalogIndexes = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(resolved(`${CATALOGS_ID}/`))) {
        const locale = id.slice(resolved(`${CATALOGS_ID}/`).length);
        const catalog = (dir: string) => join(dir, 'locales', locale, 'messages.po');
        const others = [['forms', join(options.root, 'core/kit/forms')], ...load().plugins.map((p) => [p.name, p.dir])].filter(([, dir]) =>
          existsSync(catalog(dir!)),
        );
        const loaders = others.map(([name, dir]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(catalog(dir!))}),`);
        return `export { messages as shell } from ${JSON.stringify(catalog(join(options.root, 'runtime')))};\nexport const catalogs = {\n${loaders.join('\n')}\n};\n`;
      }
      if (id === resolved(STORES_ID)) {
        const { stores } = load();
        const hosts = Object.fromEntries(stores.flatMap((s) => s.hosts.map((h) => [h.toLowerCase(), s.code])));
        const fallback = (stores.find((s) => s.storeId === 1) ?? stores[0])?.code ?? null;
        return `export const storeHosts = ${JSON.stringify(hosts)};\nexport const defaultStore = ${JSON.stringify(fallback)};\n`;
      }
      return null;
    },
    generateBundle() {
      // The store files are the browser build's (a static host serves them); the server renderer gets its store per request.
      if (serverBuild) return;
      for (const store of load().stores) {
        this.emitFile({ type: 'asset', fileName: storeFileName(store.code), source: JSON.stringify(withoutSchemaHint(store)) });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const store = load().stores.find((s) => request.url === `/${storeFileName(s.code)}`);
        if (!store) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(withoutSchemaHint(store)));
      });
    },
  };
}
