import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { SearchState } from './search-state.ts';

export interface SearchDeps {
  ctx: PluginContext<'search'>;
  state: SearchState;
  /** Suggestions per group on a wide screen (one fewer on a phone). */
  suggestionsPerGroup: number;
}

/** Each kernel's search state, kept by `setup` (one kernel per request on the server). */
const searchStates = new WeakMap<PluginContext<'search'>, SearchDeps>();

export function keepSearchState(state: SearchDeps): void {
  searchStates.set(state.ctx, state);
}

/** The search state, for a component inside the plugin's parts. */
export function useSearchState(): SearchDeps {
  const state = searchStates.get(usePlugin<'search'>());
  if (!state) throw new Error('the search plugin was not set up in this kernel');
  return state;
}
