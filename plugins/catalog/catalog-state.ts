import { pluginState, type PluginContext } from '../../core/plugin-api.ts';

/** What the catalog's pages read beyond the context: the store's options. */
export interface CatalogState {
  ctx: PluginContext<'catalog'>;
  /** Products per listing page. */
  pageSize: number;
}

/** Each kernel's catalog state, kept by `setup`. */
const catalogStates = pluginState<'catalog', CatalogState>('catalog');
export const keepCatalogState = catalogStates.keep;
/** For loaders and heads. */
export const catalogStateOf = catalogStates.of;
/** For a component inside the plugin's parts. */
export const useCatalogState = catalogStates.use;
