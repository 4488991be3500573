import type { ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import type { ApiClient } from '../api/client.ts';
import type { ScopedLogger } from '../logger.ts';
import type { RouteLinkComponent } from '../routing/RouteLink.tsx';
import type { RouteParams } from '../routing/route-table.ts';
import type { Resolution, RouteContext } from '../routing/types.ts';
import type { ReadonlySession } from '../session.ts';
import type { ModalSize, OverlayContent, ShellControls, ShellState } from '../shell/shell-state.ts';
import type { StoreConfig } from '../store/types.ts';
import type { HookArgs, KernelHookName, PluginHookName, SessionChangeReason } from './events.ts';
import type { PageModule, PageOptions } from './page.ts';
import type { FactOf, PageType, PluginName, RouteId } from './manifest.ts';
import type { ServiceRef, Used } from './services.ts';
import type { SlotEntryProps, SlotLoader, SlotName, SlotPropsOf } from './slots.ts';
import type { SlotOutlet } from './SlotOutlet.tsx';

export type { PageComponent, PageHead, PageLoader, PageLoaderArgs, PageModule, PageOptions, PageProps, PageViewDetails } from './page.ts';
export type { SlotEntryProps, SlotLoader, SlotLoaderArgs, SlotPropsOf } from './slots.ts';

export interface SlotEntryInput<Data = unknown, HostProps = Record<never, never>> {
  id: string;
  /** Gets the props its slot's host gives (declared in `contracts/` with the slot), and the loader's data. */
  component: ComponentType<SlotEntryProps<Data> & HostProps>;
  /**
   * What the entry shows on the first page, fetched before the server renders it (its component
   * gets it as `preloaded`). An entry of a `serverRendered` deferred plugin renders on the server
   * only with one.
   */
  loader?: SlotLoader<Data>;
  /** Lower first; default 100. */
  order?: number;
}

/** JSON Schema of a plugin's options (validated by ajv with the whole store config at build). */
export type OptionsSchema = Record<string, unknown>;

/**
 * Taps on the kernel's hooks and on the plugin hooks `Heard` (those the manifest `listens` to,
 * and its own), named after the plugin (the kernel logs a failing tap and replays missed calls
 * by that name).
 */
export type HookTaps<Heard extends string = string> = {
  /** Rewrite where a location leads. A deferred plugin cannot: the first page is already resolved. */
  routeResolve(fn: (resolution: Resolution, context: RouteContext) => Resolution | Promise<Resolution>): void;
  /** The session was fetched at boot (the kernel waits for the taps before the deferred phase). */
  sessionReady(fn: (session: ReadonlySession) => void | Promise<void>): void;
} & { readonly [H in KernelHookName | (Heard & PluginHookName)]: (fn: (...args: HookArgs<H>) => void) => void };

/** Calls of the hooks a plugin owns (manifest `ownsHooks`); a plugin has no way to call others. */
export type HookEmitters<Owned extends string> = { readonly [H in Owned & PluginHookName]: (...args: HookArgs<H>) => void };

/** The shell's overlays, spinner, alerts and title, with requests tagged with the plugin's name. */
export interface PluginShell<Name extends string> {
  openModal(request: OverlayContent & { kind: FactOf<Name, 'modals'>; size?: ModalSize; className?: string; dismissible?: boolean }): void;
  closeModal(): void;
  openAside(request: OverlayContent & { kind: FactOf<Name, 'asides'>; placement?: 'start' | 'end' }): void;
  closeAside(): void;
  setSpinner: ShellControls['setSpinner'];
  setFading: ShellControls['setFading'];
  /** What the shell shows now (a valtio proxy: read it in components with useSnapshot). */
  readonly state: Readonly<ShellState>;
  alert: ShellControls['alert'];
  lockBodyScroll: ShellControls['lockBodyScroll'];
  /** The page's title; the shell adds the shop name. */
  setTitle(title: string): void;
  /** The plugin opens its header popup: any other (the language dropdown...) closes; `state.popup` then names the plugin. */
  openPopup(): void;
  /** The plugin's header popup closed. */
  closePopup(): void;
}

/**
 * Everything a plugin may use, scoped to the plugin: its manifest decides which hooks it may
 * call, which services it may provide or use, which slots it hosts and which overlays it opens.
 * A plugin never imports another plugin.
 */
export interface PluginContext<Name extends string = PluginName> {
  readonly name: Name;
  readonly store: StoreConfig;
  readonly api: ApiClient;
  readonly logger: ScopedLogger;
  readonly i18n: I18n;
  /** The live session, read-only (a valtio proxy: read it in components with useSnapshot). */
  readonly session: ReadonlySession;
  /** Fetches the session again (after a sign-in, a sign-up, a sign-out...) and calls `sessionChanged`. */
  refreshSession(reason: SessionChangeReason): Promise<void>;
  readonly on: HookTaps<FactOf<Name, 'listens'> | FactOf<Name, 'ownsHooks'>>;
  readonly emit: HookEmitters<FactOf<Name, 'ownsHooks'>>;
  readonly shell: PluginShell<Name>;
  /** The link to a route by id, or null when the plugin that declares it is off in this store. */
  href<Id extends RouteId>(id: Id, params?: RouteParams<Id>): string | null;
  /** A link by route id; renders nothing when the route's plugin is off in this store. */
  readonly RouteLink: RouteLinkComponent;
  /** A page type of this plugin's manifest to its lazily loaded page module (component, and loader and head for a page the server renders with data). */
  registerPage<Data>(pageType: FactOf<Name, 'pageTypes'>, load: () => Promise<PageModule<Data, Name>>, options?: PageOptions): void;
  fillSlot<Slot extends SlotName, Data>(slot: Slot, entry: SlotEntryInput<Data, SlotPropsOf<Slot>>): void;
  /** Renders a slot this plugin hosts (manifest `hosts`); entries are isolated per plugin. */
  readonly Slot: SlotOutlet<FactOf<Name, 'hosts'>>;
  /** Offers a service this plugin's manifest `provides`. */
  provide<T>(ref: ServiceRef<T, FactOf<Name, 'provides'>>, value: T): void;
  /** A service the manifest `requires`; throws MissingServiceError when its provider is not running. */
  use<T>(ref: ServiceRef<T, FactOf<Name, 'requires'>>): Used<T>;
  /** A service the manifest lists as `optional`: undefined when its provider is off in this store. */
  useOptional<T>(ref: ServiceRef<T, FactOf<Name, 'optional'>>): Used<T> | undefined;
  /** Adds this plugin's texts in the store's locale (or, with 'forms', the form labels and validator messages). */
  loadMessages(catalog?: 'forms'): Promise<void>;
}

export interface PluginDefinition<Name extends string = string, Options = Record<string, unknown>> {
  name: Name;
  /**
   * Not needed at runtime: a plugin's options schema is its `options.schema.json`, which
   * `stores:check` composes into the store schema at build time. Importing it here would ship
   * the schema in the plugin's chunk for nothing; the field stays optional for tests and tools.
   */
  options?: OptionsSchema;
  setup(ctx: PluginContext<Name>, options: Options): void | Promise<void>;
}

/** A plugin: its name (its folder's) types its context from its manifest. */
export function definePlugin<Name extends string, Options = Record<string, unknown>>(
  definition: PluginDefinition<Name, Options>,
): PluginDefinition<Name, Options> {
  return definition;
}

export type { PageType };
