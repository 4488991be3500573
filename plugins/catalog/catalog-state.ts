import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';

/** What the catalog's pages read beyond the context: the store's options. */
export interface CatalogState {
  ctx: PluginContext<'catalog'>;
  /** Products per listing page. */
  pageSize: number;
}

/** Each kernel's catalog state, kept by `setup` (one kernel per request on the server). */
const catalogStates = new WeakMap<PluginContext<'catalog'>, CatalogState>();

export function keepCatalogState(state: CatalogState): void {
  catalogStates.set(state.ctx, state);
}

/** The catalog state of the kernel whose context this is (for loaders and heads). */
export function catalogStateOf(ctx: PluginContext<'catalog'>): CatalogState {
  const state = catalogStates.get(ctx);
  if (!state) throw new Error('the catalog plugin was not set up in this kernel');
  return state;
}

/** The catalog state, for a component inside the catalog's parts. */
export function useCatalogState(): CatalogState {
  return catalogStateOf(usePlugin<'catalog'>());
}
