import type { ComponentType, LazyExoticComponent } from 'react';
import type { I18n } from '@lingui/core';
import type { ApiClient } from '../api/client.ts';
import type { ScopedLogger } from '../logger.ts';
import type { ShellSession } from '../session.ts';
import type { ShellControls } from '../shell/shell-state.ts';
import type { StoreConfig } from '../store/types.ts';
import type { PageResolution, PageType } from '../routing/types.ts';
import type { KernelHooks } from './hooks.ts';
import type { SlotName } from './slots.ts';
import type { SlotOutlet } from './SlotOutlet.tsx';
import type { PageView } from './events.ts';

/** What a page component receives. */
export interface PageProps {
  resolution: PageResolution;
  /** Aborted when the shopper leaves the page: pass it to API calls. */
  signal: AbortSignal;
  /**
   * For pages registered with `reportsOwnView`: call once the page knows what it shows
   * (product or category fields); the kernel then calls `pageView`. Other pages are
   * reported by the shell as soon as they render.
   */
  reportView(details: PageViewDetails): void;
}

export type PageViewDetails = Pick<PageView, 'product' | 'category'>;

export interface PageOptions {
  /** The page calls `reportView` itself when its data is loaded. */
  reportsOwnView?: boolean;
}

export type PageModule = { default: ComponentType<PageProps> };
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

export interface SlotEntryInput {
  id: string;
  component: ComponentType;
  /** Lower first; default 100. */
  order?: number;
}

/** JSON Schema of a plugin's options (validated by ajv with the whole store config at build). */
export type OptionsSchema = Record<string, unknown>;

/** Everything a plugin may use. A plugin never imports another plugin. */
export interface PluginContext {
  readonly name: string;
  readonly hooks: KernelHooks;
  readonly store: StoreConfig;
  readonly api: ApiClient;
  readonly logger: ScopedLogger;
  readonly i18n: I18n;
  /** The live session (a valtio proxy: read it in components with useSnapshot). */
  readonly session: ShellSession;
  readonly shell: ShellControls;
  /** Page type to a lazily loaded page component. */
  registerPage(pageType: PageType, load: () => Promise<PageModule>, options?: PageOptions): void;
  fillSlot(slot: SlotName, entry: SlotEntryInput): void;
  /** Renders a slot this plugin hosts (other plugins fill it); entries are isolated per plugin. */
  readonly Slot: SlotOutlet;
  /** Share a value with other plugins under a key (they read it with `use`). */
  provide<T>(key: string, value: T): void;
  use<T>(key: string): T | undefined;
  /** Merge this plugin's compiled messages for the active locale. */
  loadMessages(load: (locale: string) => Promise<{ messages: Record<string, unknown> }>): Promise<void>;
}

export interface PluginDefinition<Options = Record<string, unknown>> {
  name: string;
  /**
   * Not needed at runtime: a plugin's options schema is its `options.schema.json`, which
   * `stores:check` composes into the store schema at build time. Importing it here would ship
   * the schema in the plugin's chunk for nothing; the field stays optional for tests and tools.
   */
  options?: OptionsSchema;
  setup(ctx: PluginContext, options: Options): void | Promise<void>;
}

export function definePlugin<Options = Record<string, unknown>>(
  definition: PluginDefinition<Options>,
): PluginDefinition<Options> {
  return definition;
}
