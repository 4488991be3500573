declare module 'virtual:summit/plugins' {
  import type { PluginLoaders } from '../core/kernel/plugin-loader.ts';
  /** Every plugin folder as a lazy chunk (scripts/vite/summit-plugin.ts). */
  export const pluginLoaders: PluginLoaders;
}

declare module 'virtual:summit/stores' {
  /** Host name (lower case) to store code, for pages no server inlined a store config into. */
  export const storeHosts: Record<string, string>;
  /** The store of unknown hosts (storeId 1). */
  export const defaultStore: string | null;
}

declare module 'virtual:summit/catalogs' {
  import type { CatalogIndexes } from '../core/i18n/catalogs.ts';
  /** One index per locale: the shell's texts and loaders for the forms' and each plugin's catalog. */
  export const catalogIndexes: CatalogIndexes;
}
