import { lazy } from 'react';
import type { I18n } from '@lingui/core';
import { proxy } from 'valtio';
import type { ApiClient } from '../api/client.ts';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { PageType } from '../routing/types.ts';
import type { ShellSession } from '../session.ts';
import { createShell, type ShellControls } from '../shell/shell-state.ts';
import type { StoreConfig } from '../store/types.ts';
import { createHooks, type KernelHooks } from './hooks.ts';
import type { PageComponent, PageModule, PageOptions, PluginContext, PluginDefinition } from './plugin.ts';
import { createSlots, fillSlot, type SlotRegistry } from './slots.ts';

export interface RegisteredPage {
  plugin: string;
  component: PageComponent;
  reportsOwnView: boolean;
}

export interface Kernel {
  readonly hooks: KernelHooks;
  readonly store: StoreConfig;
  readonly api: ApiClient;
  readonly logger: Logger;
  readonly i18n: I18n;
  readonly session: ShellSession;
  readonly shell: ShellControls;
  readonly slots: SlotRegistry;
  readonly pages: ReadonlyMap<PageType, RegisteredPage>;
  /** Plugins whose setup ran, in load order. */
  readonly plugins: readonly string[];
  registerPage(plugin: string, pageType: PageType, load: () => Promise<PageModule>, options?: PageOptions): void;
  contextFor(pluginName: string): PluginContext;
}

export const GUEST_SESSION = (store: StoreConfig): ShellSession => ({
  storeId: store.storeId,
  storeLang: store.language,
  storeLocale: store.locale,
  isUserLoggedIn: false,
  userName: null,
  deliveryCountry: store.code.toUpperCase(),
  genderId: null,
  isConfirmed: false,
  loginRequired: store.loginRequired,
  raw: null,
});

export function createKernel(deps: { store: StoreConfig; api: ApiClient; logger: Logger; i18n: I18n }): Kernel {
  const hooks = createHooks(deps.logger);
  const pages = new Map<PageType, RegisteredPage>();
  const services = new Map<string, unknown>();
  const session = proxy<ShellSession>(GUEST_SESSION(deps.store));
  const shell = createShell();
  const slots = createSlots();
  const loaded: string[] = [];

  const kernel: Kernel = {
    hooks,
    store: deps.store,
    api: deps.api,
    logger: deps.logger,
    i18n: deps.i18n,
    session,
    shell,
    slots,
    pages,
    plugins: loaded,
    registerPage(plugin, pageType, load, options = {}) {
      const existing = pages.get(pageType);
      if (existing) deps.logger.warn(plugin, `replaces the ${pageType} page of ${existing.plugin}`);
      pages.set(pageType, { plugin, component: lazy(load), reportsOwnView: options.reportsOwnView ?? false });
    },
    contextFor(name) {
      return {
        name,
        hooks,
        store: deps.store,
        api: deps.api,
        logger: deps.logger.scope(name),
        i18n: deps.i18n,
        session,
        shell,
        registerPage: (pageType, load, options) => kernel.registerPage(name, pageType, load, options),
        fillSlot: (slot, entry) => fillSlot(slots, slot, { ...entry, plugin: name, order: entry.order ?? 100 }),
        provide: (key, value) => {
          services.set(key, value);
        },
        use: <T>(key: string) => services.get(key) as T | undefined,
        loadMessages: async (load) => {
          try {
            const { messages } = await load(deps.i18n.locale);
            deps.i18n.load(deps.i18n.locale, messages as Parameters<I18n['load']>[1]);
          } catch (error) {
            deps.logger.warn(name, `messages for ${deps.i18n.locale} failed to load: ${errorMessage(error)}`);
          }
        },
      };
    },
  };
  return kernel;
}

export type PluginLoader = () => Promise<{ default: PluginDefinition<never> }>;
/** Plugin name to its chunk. Built with import.meta.glob so a plugin is one lazy chunk. */
export type PluginRegistry = Record<string, PluginLoader>;

/**
 * Loads the plugins the store enables (never the others: their chunks are not requested),
 * in parallel, then runs their setup in config order. A plugin that fails to load or set up
 * is logged with its name and left out; the rest of the storefront goes on.
 */
export async function loadPlugins(kernel: Kernel, registry: PluginRegistry): Promise<void> {
  const enabled = Object.entries(kernel.store.plugins).filter(
    (entry): entry is [string, Record<string, unknown>] => entry[1] !== false,
  );
  const modules = await Promise.allSettled(
    enabled.map(([name]) => {
      const load = registry[name];
      return load ? load() : Promise.reject(new Error(`no plugin named ${name} in the registry`));
    }),
  );
  for (const [index, [name, options]] of enabled.entries()) {
    const result = modules[index];
    if (!result || result.status === 'rejected') {
      kernel.logger.error(name, `plugin failed to load: ${errorMessage(result?.reason)}`);
      continue;
    }
    const definition = result.value.default as PluginDefinition<Record<string, unknown>>;
    if (definition.name !== name) {
      kernel.logger.error(name, `plugin module declares the name ${definition.name}; not loaded`);
      continue;
    }
    try {
      await definition.setup(kernel.contextFor(name), options);
      (kernel.plugins as string[]).push(name);
    } catch (error) {
      kernel.logger.error(name, `plugin setup failed: ${errorMessage(error)}`, error);
    }
  }
}
