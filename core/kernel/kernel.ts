import { lazy, type ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import type { CatalogSource } from '../i18n/catalogs.ts';
import { proxy, snapshot } from 'valtio';
import type { RawSession } from '../../contracts/session.ts';
import { callLoaded, type ApiClient } from '../api/client.ts';
import type { Logger } from '../logger.ts';
import { composeRouteTable, type RouteTable } from '../routing/route-table.ts';
import { createRouteLink } from '../routing/RouteLink.tsx';
import { toShellSession, type ReadonlySession, type ShellSession } from '../session.ts';
import { createShell, type ShellControls } from '../shell/shell-state.ts';
import type { StoreConfig } from '../store/types.ts';
import { createPluginContext } from './context.ts';
import { createHooks, type KernelHooks } from './hooks.ts';
import type { PageType, PluginManifest } from './manifest.ts';
import type { PageResolution } from '../routing/types.ts';
import { createPluginLoading, type DeferredPlugins, type EnabledPlugins, type PluginRegistry } from './plugin-loader.ts';
import { bindPageModule, type AnyPageModule, type PageComponent, type PageModule, type PageOptions } from './page.ts';
import type { PluginContext } from './plugin.ts';
import { createServiceRegistry } from './services.ts';
import { preloadSlots } from './preload-slots.ts';
import { createSlots, type FirstRenderSlots, type SlotRegistry } from './slots.ts';
import { createSlotOutlet, type AnySlotOutletProps } from './SlotOutlet.tsx';
import type { RouteLinkComponent } from '../routing/RouteLink.tsx';

export interface RegisteredPage {
  plugin: string;
  reportsOwnView: boolean;
  /** The page's module, imported once however often it is asked for. */
  load(): Promise<AnyPageModule>;
  /**
   * The module once imported: the outlet renders its component directly, so that a page whose
   * code is already there never suspends (the server renders it at once, hydration matches).
   */
  readonly loaded: AnyPageModule | null;
  /** The component behind Suspense, for a page whose code is not there yet. */
  readonly component: PageComponent;
}

/** The kernel as the runtime sees it; plugins see only their `PluginContext`. */
export interface Kernel {
  readonly hooks: KernelHooks;
  readonly store: StoreConfig;
  readonly api: ApiClient;
  readonly logger: Logger;
  readonly i18n: I18n;
  /** Live and read-only: the kernel writes it (`receiveSession`, `refreshSession`). */
  readonly session: ReadonlySession;
  /** The session fetched at boot. */
  receiveSession(raw: RawSession): void;
  /** Fetches the session again and tells the plugins (`sessionChanged`). */
  refreshSession(reason: 'login' | 'signup' | 'logout' | 'refresh'): Promise<void>;
  readonly shell: ShellControls;
  readonly slots: SlotRegistry;
  /** Renders a slot (the shell's, or one a plugin hosts). */
  readonly Slot: ComponentType<AnySlotOutletProps>;
  /** This store's routes: those of its enabled plugins' manifests and the shell's. */
  readonly routes: RouteTable;
  readonly RouteLink: RouteLinkComponent;
  readonly pages: ReadonlyMap<PageType, RegisteredPage>;
  /** Plugins whose setup ran, in load order. */
  readonly plugins: readonly string[];
  /** Loads and sets up the store's plugins that are not deferred (see plugin-loader.ts). */
  loadPlugins(): Promise<void>;
  /** The store's deferred plugins: they load once the first page is on screen. */
  readonly deferred: DeferredPlugins;
  /**
   * The server's: sets up the deferred plugins whose manifest says `serverRendered` (with the
   * deferred providers of the services they need), for their pages and slot entries.
   */
  loadServerRendered(): Promise<void>;
  /** What the first render shows in the slots beside the first-phase plugins' entries (see FirstRenderSlots). */
  readonly firstRender: FirstRenderSlots;
  /**
   * The server's: runs the loaders of the slot entries there are (for the first page), keeps their
   * data in `firstRender`, and lists the deferred plugins' entries that will render with it.
   * `shared`: the page is for many shoppers (see SlotLoaderArgs).
   */
  preloadSlots(resolution: PageResolution | null, signal: AbortSignal, shared?: boolean): Promise<void>;
  contextFor(pluginName: string): PluginContext<string>;
}

export const GUEST_SESSION = (store: StoreConfig): ShellSession => ({
  storeId: store.storeId,
  storeLang: store.language,
  storeLocale: store.locale,
  isUserLoggedIn: false,
  userName: null,
  deliveryCountry: store.country,
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
  /** The store locale's catalogs (plugins load theirs through their context); none in tests that need no texts. */
  catalogs?: CatalogSource;
  /** Every plugin there is; the kernel loads those the store enables. */
  registry?: PluginRegistry;
  /**
   * Where the kernel renders: on the server, slots show what first-phase plugins put there and
   * the entries of deferred plugins whose loader fetched their data.
   */
  environment?: 'browser' | 'server';
  /** In the browser, for a page the server rendered: what its first render showed in the slots. */
  firstRender?: FirstRenderSlots;
}

/** The session (spec 02 section 3); its contract loads with the fetch (a page the server rendered brings its session). */
export const fetchSession = (api: ApiClient): Promise<RawSession> => callLoaded(api, async () => (await import('../../contracts/session.ts')).session);

/** The plugins a store enables that the registry knows, in config order, with their options. */
function enabledPlugins(store: StoreConfig): EnabledPlugins {
  return Object.entries(store.plugins).filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== false);
}

type DeclaredRoutes = ReadonlyArray<readonly [name: string, manifest: PluginManifest]>;

/** A store's route table, composed once: the server makes a kernel per page, from the same manifests. */
const routeTables = new WeakMap<StoreConfig, { declared: DeclaredRoutes; table: RouteTable }>();

function routeTableOf(store: StoreConfig, declared: DeclaredRoutes): RouteTable {
  const known = routeTables.get(store);
  const same =
    known?.declared.length === declared.length && known.declared.every(([name, manifest], i) => declared[i]![0] === name && declared[i]![1] === manifest);
  if (known && same) return known.table;
  const table = composeRouteTable(declared);
  routeTables.set(store, { declared, table });
  return table;
}

export function createKernel(deps: KernelDeps): Kernel {
  const registry = deps.registry ?? {};
  const enabled = enabledPlugins(deps.store);
  const hooks = createHooks(deps.logger);
  const pages = new Map<PageType, RegisteredPage>();
  const services = createServiceRegistry((plugin, message) => deps.logger.warn(plugin, message));
  const session = proxy<ShellSession>(GUEST_SESSION(deps.store));
  const shell = createShell();
  const slots = createSlots();
  const isDeferred = (plugin: string) => registry[plugin]?.manifest.load === 'deferred';
  const firstRender: FirstRenderSlots = deps.firstRender ?? { data: {}, rendered: {} };
  const Slot = createSlotOutlet(slots, deps.logger, {
    isDeferred,
    environment: deps.environment ?? 'browser',
    firstRender,
    contextFor: (plugin) => kernel.contextFor(plugin),
  });
  // The first page's slot data is for the first page only.
  hooks.get('routeChanged').tap('kernel', () => {
    firstRender.data = {};
    firstRender.rendered = {};
  });
  const routes = routeTableOf(
    deps.store,
    enabled.flatMap(([name]) => (registry[name] ? [[name, registry[name].manifest] as const] : [])),
  );
  const RouteLink = createRouteLink(routes);
  const loaded: string[] = [];
  const contexts = new Map<string, PluginContext<string>>();

  const registerPage = <Data>(plugin: string, pageType: string, loadModule: () => Promise<PageModule<Data>>, options: PageOptions = {}) => {
    const existing = pages.get(pageType as PageType);
    if (existing) deps.logger.warn(plugin, `replaces the ${pageType} page of ${existing.plugin}`);
    let module: Promise<AnyPageModule> | null = null;
    let loadedModule: AnyPageModule | null = null;
    const load = () =>
      (module ??= loadModule().then(
        (found) => (loadedModule = bindPageModule(found, kernel.contextFor(plugin))),
        (error: unknown) => {
          // A failed download is tried again on the next visit to the page.
          module = null;
          throw error;
        },
      ));
    const page: RegisteredPage = {
      plugin,
      reportsOwnView: options.reportsOwnView ?? false,
      load,
      get loaded() {
        return loadedModule;
      },
      component: lazy(load),
    };
    pages.set(pageType as PageType, page);
  };

  const refreshSession: Kernel['refreshSession'] = async (reason) => {
    const raw = await fetchSession(deps.api);
    const previous = snapshot(session);
    Object.assign(session, toShellSession(raw));
    hooks.get('sessionChanged').call({ reason, session: snapshot(session), previous });
  };

  const kernel: Kernel = {
    hooks,
    store: deps.store,
    api: deps.api,
    logger: deps.logger,
    i18n: deps.i18n,
    session,
    receiveSession: (raw) => void Object.assign(session, toShellSession(raw)),
    refreshSession,
    shell,
    slots,
    Slot,
    routes,
    RouteLink,
    pages,
    plugins: loaded,
    // Filled below: the loader needs the contexts, the contexts nothing of the loader.
    loadPlugins: () => Promise.resolve(),
    deferred: { state: { settled: true }, load: () => Promise.resolve() },
    loadServerRendered: () => Promise.resolve(),
    firstRender,
    preloadSlots: (resolution, signal, shared = false) => preloadSlots(slots, firstRender, isDeferred, deps.logger, { resolution, signal, shared }),
    contextFor(name) {
      let context = contexts.get(name);
      if (!context) {
        context = createPluginContext(
          {
            hooks,
            store: deps.store,
            api: deps.api,
            logger: deps.logger,
            i18n: deps.i18n,
            catalogs: deps.catalogs,
            session,
            shell,
            slots,
            Slot,
            routes,
            RouteLink,
            services,
            manifestOf: (plugin) => registry[plugin]?.manifest ?? {},
            registerPage,
            refreshSession,
          },
          name,
        );
        contexts.set(name, context);
      }
      return context;
    },
  };
  // Before any hook is called: the deferred phase records the calls its plugins will miss. A
  // server render never starts that phase (its deferred plugins load in the browser): nothing to record.
  const loading = createPluginLoading({ hooks, logger: deps.logger, plugins: loaded, contextFor: kernel.contextFor }, registry, enabled, {
    recordForDeferred: deps.environment !== 'server',
  });
  return Object.assign(kernel, {
    loadPlugins: loading.loadFirst,
    deferred: loading.deferred,
    loadServerRendered: loading.loadServerRendered,
  });
}
