import type { I18n } from '@lingui/core';
import type { ApiClient } from '../api/client.ts';
import type { CatalogSource } from '../i18n/catalogs.ts';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { RouteLinkComponent } from '../routing/RouteLink.tsx';
import type { RouteTable } from '../routing/route-table.ts';
import type { ReadonlySession } from '../session.ts';
import type { ShellControls } from '../shell/shell-state.ts';
import type { StoreConfig } from '../store/types.ts';
import type { NotificationHookName, SessionChangeReason } from './events.ts';
import type { KernelHooks } from './hooks.ts';
import type { PluginManifest } from './manifest.ts';
import type { PageModule, PageOptions } from './page.ts';
import type { HookTaps, PluginContext } from './plugin.ts';
import { MissingServiceError, type ServiceRegistry } from './services.ts';
import type { ComponentType } from 'react';
import { fillSlot, type SlotEntryProps, type SlotLoader, type SlotRegistry } from './slots.ts';
import type { AnySlotOutletProps, SlotOutlet } from './SlotOutlet.tsx';

/** What the kernel lends each plugin's context. */
export interface ContextHost {
  readonly hooks: KernelHooks;
  readonly store: StoreConfig;
  readonly api: ApiClient;
  readonly logger: Logger;
  readonly i18n: I18n;
  readonly catalogs?: CatalogSource;
  readonly session: ReadonlySession;
  readonly shell: ShellControls;
  readonly slots: SlotRegistry;
  readonly Slot: ComponentType<AnySlotOutletProps>;
  readonly routes: RouteTable;
  readonly RouteLink: RouteLinkComponent;
  readonly services: ServiceRegistry;
  manifestOf(plugin: string): PluginManifest;
  registerPage<Data>(plugin: string, pageType: string, load: () => Promise<PageModule<Data, string>>, options?: PageOptions): void;
  refreshSession(reason: SessionChangeReason): Promise<void>;
}

/**
 * A plugin's context: every capability bound to the plugin's name, and limited by its manifest
 * (the types say the same; these checks catch what the types cannot, e.g. a fixture plugin).
 */
export function createPluginContext(host: ContextHost, name: string): PluginContext<string> {
  const manifest = host.manifestOf(name);
  const logger = host.logger.scope(name);
  const declares = (list: string[] | undefined, value: string, what: string) => {
    if (list?.includes(value)) return true;
    logger.error(`${what} ${value} is not in the plugin's manifest`);
    return false;
  };

  const on = new Proxy({} as HookTaps, {
    get: (_, hook: string) => (fn: (...args: never[]) => unknown) => {
      if (hook === 'routeResolve') host.hooks.routeResolve.tapPromise(name, async (resolution, context) => fn(...([resolution, context] as never[])) as never);
      else if (hook === 'sessionReady') host.hooks.sessionReady.tapPromise(name, async (session) => void (await fn(session as never)));
      else host.hooks.get(hook as NotificationHookName).tap(name, fn as (...args: unknown[]) => void);
    },
  });
  const emit = Object.fromEntries(
    (manifest.ownsHooks ?? []).map((hook) => {
      const target = host.hooks.get(hook as NotificationHookName) as unknown as { call(...args: unknown[]): void };
      return [hook, (...args: unknown[]) => target.call(...args)];
    }),
  ) as PluginContext<string>['emit'];

  return {
    name,
    store: host.store,
    api: host.api,
    logger,
    i18n: host.i18n,
    session: host.session,
    refreshSession: host.refreshSession,
    on,
    emit,
    shell: {
      openModal: (request) => {
        if (declares(manifest.modals, request.kind, 'modal')) host.shell.openModal({ ...request, plugin: name });
      },
      closeModal: host.shell.closeModal,
      openAside: (request) => {
        if (declares(manifest.asides, request.kind, 'aside')) host.shell.openAside({ ...request, plugin: name });
      },
      closeAside: host.shell.closeAside,
      setSpinner: host.shell.setSpinner,
      setFading: host.shell.setFading,
      state: host.shell.state,
      alert: host.shell.alert,
      lockBodyScroll: host.shell.lockBodyScroll,
      setTitle: host.shell.setTitle,
      openPopup: () => host.shell.openPopup(name),
      closePopup: () => host.shell.closePopup(name),
    },
    href: (id, params) => host.routes.href(id, params),
    RouteLink: host.RouteLink,
    registerPage: (pageType, load, options) => host.registerPage(name, pageType, load, options),
    fillSlot: (slot, entry) =>
      fillSlot(host.slots, slot, {
        id: entry.id,
        plugin: name,
        order: entry.order ?? 100,
        // One entry type for every data type: the loader's data is what the component is given.
        component: entry.component as ComponentType<SlotEntryProps>,
        ...(entry.loader ? { loader: entry.loader as SlotLoader<unknown> } : {}),
      }),
    // The outlet takes any slot's props; the context narrows it to the slots the manifest hosts.
    Slot: host.Slot as SlotOutlet<string>,
    provide: (ref, value) => {
      if (declares(manifest.provides, ref.id, 'service')) host.services.provide(name, ref.id, value);
    },
    use: (ref) => {
      const value = host.services.get(ref.id);
      if (value === undefined) throw new MissingServiceError(name, ref.id);
      return value as never;
    },
    useOptional: (ref) => host.services.get(ref.id) as never,
    loadMessages: async (catalog) => {
      try {
        const messages = await host.catalogs?.load(catalog ?? name);
        if (messages) host.i18n.load(host.i18n.locale, messages);
      } catch (error) {
        logger.warn(`messages for ${host.i18n.locale} failed to load: ${errorMessage(error)}`);
      }
    },
  };
}
