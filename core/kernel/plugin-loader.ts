import { yieldToBrowser } from '../async/yield-to-browser.ts';
import { proxy } from 'valtio';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { KernelHooks } from './hooks.ts';
import type { PluginManifest } from './manifest.ts';
import type { PluginContext, PluginDefinition } from './plugin.ts';
import { recordCalls, type CallRecorder } from './replay.ts';
import { providersFirst } from './setup-order.ts';

export type PluginModule = { default: PluginDefinition<never, never> };

export interface PluginEntry {
  /** The plugin's chunk (an `import()`), called only when a store enables the plugin. */
  load: () => Promise<PluginModule>;
  /** Its `manifest.json`: static data, known before any plugin code loads. */
  manifest: PluginManifest;
}

/** Plugin name to its entry. */
export type PluginRegistry = Record<string, PluginEntry>;

/** Plugin name to its chunk, for every plugin of the build (scripts/vite/summit-plugin.ts). */
export type PluginLoaders = Record<string, PluginEntry['load']>;

/**
 * A store's registry: the manifests of the plugins it enables (carried in its config, so a page
 * holds no other plugin's) with the build's chunk of each.
 */
export function storeRegistry(manifests: Record<string, PluginManifest>, loaders: PluginLoaders): PluginRegistry {
  // A server render asks for its store's registry on every page: the store's manifests are one object.
  const known = registries.get(manifests);
  if (known?.loaders === loaders) return known.registry;
  const registry: PluginRegistry = Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [
      name,
      { manifest, load: loaders[name] ?? (() => Promise.reject(new Error(`this build has no plugin named ${name}`))) },
    ]),
  );
  registries.set(manifests, { loaders, registry });
  return registry;
}

const registries = new WeakMap<Record<string, PluginManifest>, { loaders: PluginLoaders; registry: PluginRegistry }>();

/**
 * The order a list of a registry's plugins is set up in, worked out once per registry and list
 * (the manifests decide it, not the options): the server sets up its plugins on every page.
 */
const orders = new WeakMap<PluginRegistry, Map<string, readonly string[]>>();

function inOrder(
  registry: PluginRegistry,
  plugins: EnabledPlugins,
  order: (plugins: EnabledPlugins) => EnabledPlugins,
  /** Where the ordered ones' options are found (the order may add plugins from there). */
  from: EnabledPlugins = plugins,
): EnabledPlugins {
  let ofRegistry = orders.get(registry);
  if (!ofRegistry) orders.set(registry, (ofRegistry = new Map()));
  const key = plugins.map(([name]) => name).join('\n');
  let names = ofRegistry.get(key);
  if (!names) ofRegistry.set(key, (names = order(plugins).map(([name]) => name)));
  const byName = new Map(from);
  return names.flatMap((name) => {
    const options = byName.get(name);
    return options ? [[name, options] as const] : [];
  });
}

export interface DeferredPlugins {
  /** Live (valtio): true once every deferred plugin has loaded and set up, or failed to. */
  readonly state: { settled: boolean };
  /** Starts loading them (the first call does; later calls share it) and resolves when settled. */
  load(): Promise<void>;
}

export interface PluginHost {
  readonly hooks: KernelHooks;
  readonly logger: Logger;
  readonly plugins: string[];
  contextFor(pluginName: string): PluginContext<string>;
}

export type EnabledPlugins = ReadonlyArray<readonly [name: string, options: Record<string, unknown>]>;

/**
 * Two phases. `loadFirst` loads the enabled plugins that are not deferred, in parallel, and sets
 * them up in config order (providers of a service before its users); `deferred.load` does the same for the deferred ones (manifest
 * `"load": "deferred"`), each then hearing the hook calls it missed. Plugins a store switches off
 * are never requested. A plugin that fails to load or set up is logged with its name and left out.
 */
export function createPluginLoading(host: PluginHost, registry: PluginRegistry, enabled: EnabledPlugins, { recordForDeferred = true } = {}) {
  const isDeferred = (name: string) => registry[name]?.manifest.load === 'deferred';
  const later = enabled.filter(([name]) => isDeferred(name));
  const first = enabled.filter(([name]) => !isDeferred(name));
  // Recording starts now, before any hook is called, and only if someone will need it.
  const recorder = recordForDeferred && later.length > 0 ? recordCalls(host.hooks) : null;
  const state = proxy({ settled: later.length === 0 });
  let deferredRun: Promise<void> | null = null;

  const deferred: DeferredPlugins = {
    state,
    load() {
      deferredRun ??= setUpAll(host, registry, later, recorder).finally(() => {
        recorder?.stop();
        state.settled = true;
      });
      return deferredRun;
    },
  };
  const loadServerRendered = () => {
    const rendered = later.filter(([name]) => registry[name]?.manifest.serverRendered);
    const needed = inOrder(registry, rendered, () => withDeferredProviders(rendered, later, registry), later);
    return setUpAll(host, registry, needed, null);
  };
  return { loadFirst: () => setUpAll(host, registry, first, null), deferred, loadServerRendered };
}

/** The plugins with the deferred providers of the services they need, transitively, in config order. */
function withDeferredProviders(plugins: EnabledPlugins, deferred: EnabledPlugins, registry: PluginRegistry): EnabledPlugins {
  const chosen = new Set(plugins.map(([name]) => name));
  let added = true;
  while (added) {
    added = false;
    for (const [name] of deferred) {
      if (chosen.has(name)) continue;
      const provides = registry[name]?.manifest.provides ?? [];
      const needed = [...chosen].some((user) => {
        const manifest = registry[user]?.manifest;
        return [...(manifest?.requires ?? []), ...(manifest?.optional ?? [])].some((service) => provides.includes(service));
      });
      if (needed) {
        chosen.add(name);
        added = true;
      }
    }
  }
  return deferred.filter(([name]) => chosen.has(name));
}

async function setUpAll(host: PluginHost, registry: PluginRegistry, inConfigOrder: EnabledPlugins, recorder: CallRecorder | null) {
  const plugins = inOrder(registry, inConfigOrder, (list) => providersFirst(list, (name) => registry[name]?.manifest));
  const load = (name: string) => {
    const entry = registry[name];
    return entry ? entry.load() : Promise.reject(new Error(`no plugin named ${name} in the registry`));
  };
  const loads: Promise<PromiseSettledResult<PluginModule>>[] = [];
  for (const [name] of plugins) {
    // Each import adds its files' preload links to the document: the deferred plugins start
    // theirs one task each, or the dozens of them would hold the main thread at once.
    if (recorder && loads.length > 0) await yieldToBrowser();
    loads.push(Promise.allSettled([load(name)]).then(([settled]) => settled!));
  }
  const modules = await Promise.all(loads);
  for (const [index, [name, options]] of plugins.entries()) {
    const result = modules[index];
    if (!result || result.status === 'rejected') {
      host.logger.error(name, `plugin failed to load: ${errorMessage(result?.reason)}`);
      continue;
    }
    const definition = result.value.default as unknown as PluginDefinition<string, Record<string, unknown>>;
    if (definition.name !== name) {
      host.logger.error(name, `plugin module declares the name ${definition.name}; not loaded`);
      continue;
    }
    // The deferred plugins set up (and render what they add) one task each, after the first page:
    // together they would hold the main thread for long while the shopper starts to use the page.
    if (recorder) await yieldToBrowser();
    try {
      await definition.setup(host.contextFor(name), options);
      host.plugins.push(name);
    } catch (error) {
      host.logger.error(name, `plugin setup failed: ${errorMessage(error)}`, error);
      continue;
    }
    if (!recorder) continue;
    if (host.hooks.routeResolve.taps.some((tap) => tap.name === name)) {
      host.logger.warn(name, 'a deferred plugin taps routeResolve: the first page was resolved without it');
    }
    await recorder.replayTo(name);
  }
}
