declare module 'virtual:summit/plugins' {
  import type { PluginRegistry } from '../core/kernel/plugin-loader.ts';
  /** Every plugin folder as a lazy chunk with its manifest (scripts/vite/summit-plugin.ts). */
  export const pluginRegistry: PluginRegistry;
}

declare module 'virtual:summit/stores' {
  /** Host name (lower case) to store code, for pages no server inlined a store config into. */
  export const storeHosts: Record<string, string>;
  /** The store of unknown hosts (storeId 1). */
  export const defaultStore: string | null;
}
