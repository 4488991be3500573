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
import { createPluginLoading, type DeferredPlugins, type PluginRegistry } from './plugin-loader.ts';
import type { PageComponent, PageModule, PageOptions, PluginContext } from './plugin.ts';
import { createSlots, fillSlot, type SlotRegistry } from './slots.ts';
import { createSlotOutlet, type SlotOutlet } from './SlotOutlet.tsx';

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
  /** Renders a slot (the shell's, or one a plugin hosts). */
  readonly Slot: SlotOutlet;
  readonly pages: ReadonlyMap<PageType, RegisteredPage>;
  /** Plugins whose setup ran, in load order. */
  readonly plugins: readonly string[];
  /** Loads and sets up the store's plugins that are not deferred (see plugin-loader.ts). */
  loadPlugins(): Promise<void>;
  /** The store's deferred plugins: they load once the first page is on screen. */
  readonly deferred: DeferredPlugins;
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

export interface KernelDeps {
  store: StoreConfig;
  api: ApiClient;
  logger: Logger;
  i18n: I18n;
  /** Every plugin there is; the kernel loads those the store enables. */
  registry?: PluginRegistry;
}

export function createKernel(deps: KernelDeps): Kernel {
  const hooks = createHooks(deps.logger);
  const pages = new Map<PageType, RegisteredPage>();
  const services = new Map<string, unknown>();
  const session = proxy<ShellSession>(GUEST_SESSION(deps.store));
  const shell = createShell();
  const slots = createSlots();
  const Slot = createSlotOutlet(slots, deps.logger);
  const loaded: string[] = [];

  // Before any hook is called: the deferred phase records the calls its plugins will miss.
  const loading = createPluginLoading(
    { store: deps.store, hooks, logger: deps.logger, plugins: loaded, contextFor: (name) => kernel.contextFor(name) },
    deps.registry ?? {},
  );

  const kernel: Kernel = {
    hooks,
    store: deps.store,
    api: deps.api,
    logger: deps.logger,
    i18n: deps.i18n,
    session,
    shell,
    slots,
    Slot,
    pages,
    plugins: loaded,
    loadPlugins: loading.loadFirst,
    deferred: loading.deferred,
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
        Slot,
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

// The kernel's public API for plugins, part of the boot chunk (each plugin chunk imports it
// from there instead of from a tiny chunk of its own).
export { definePlugin } from './plugin.ts';
export { SERVICES } from './services.ts';
export { loadFormMessages } from '../forms/load-messages.ts';
export { onDemand } from './on-demand.ts';
