import { proxy } from 'valtio';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import type { KernelHooks } from './hooks.ts';
import type { PluginContext, PluginDefinition } from './plugin.ts';
import { recordCalls, type CallRecorder } from './replay.ts';

export type PluginModule = { default: PluginDefinition<never> };

export interface PluginEntry {
  /** The plugin's chunk (an `import()`), called only when a store enables the plugin. */
  load: () => Promise<PluginModule>;
  /**
   * From the plugin's `manifest.json` (`"load": "deferred"`): nothing on the first screen needs
   * it, so it loads once the first page is on screen and hears the hook calls it missed.
   */
  deferred?: boolean;
}

/** Plugin name to its entry. Built with import.meta.glob so a plugin is one lazy chunk. */
export type PluginRegistry = Record<string, PluginEntry>;

export interface DeferredPlugins {
  /** Live (valtio): true once every deferred plugin has loaded and set up, or failed to. */
  readonly state: { settled: boolean };
  /** Starts loading them (the first call does; later calls share it) and resolves when settled. */
  load(): Promise<void>;
}

export interface PluginHost {
  readonly store: StoreConfig;
  readonly hooks: KernelHooks;
  readonly logger: Logger;
  readonly plugins: string[];
  contextFor(pluginName: string): PluginContext;
}

type Enabled = Array<[name: string, options: Record<string, unknown>]>;

/**
 * Two phases. `loadFirst` loads the plugins the store enables that are not deferred, in
 * parallel, and sets them up in config order; `deferred.load` does the same for the deferred
 * ones, each then hearing the hook calls it missed. Plugins a store switches off are never
 * requested. A plugin that fails to load or set up is logged with its name and left out.
 */
export function createPluginLoading(host: PluginHost, registry: PluginRegistry) {
  const enabled: Enabled = Object.entries(host.store.plugins).filter(
    (entry): entry is [string, Record<string, unknown>] => entry[1] !== false,
  );
  const later = enabled.filter(([name]) => registry[name]?.deferred);
  const first = enabled.filter(([name]) => !registry[name]?.deferred);
  // Recording starts now, before any hook is called, and only if someone will need it.
  const recorder = later.length > 0 ? recordCalls(host.hooks) : null;
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
  return { loadFirst: () => setUpAll(host, registry, first, null), deferred };
}

async function setUpAll(host: PluginHost, registry: PluginRegistry, plugins: Enabled, recorder: CallRecorder | null) {
  const modules = await Promise.allSettled(
    plugins.map(([name]) => {
      const entry = registry[name];
      return entry ? entry.load() : Promise.reject(new Error(`no plugin named ${name} in the registry`));
    }),
  );
  for (const [index, [name, options]] of plugins.entries()) {
    const result = modules[index];
    if (!result || result.status === 'rejected') {
      host.logger.error(name, `plugin failed to load: ${errorMessage(result?.reason)}`);
      continue;
    }
    const definition = result.value.default as PluginDefinition<Record<string, unknown>>;
    if (definition.name !== name) {
      host.logger.error(name, `plugin module declares the name ${definition.name}; not loaded`);
      continue;
    }
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
