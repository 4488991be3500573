import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { SearchState } from './search-state.ts';

export interface SearchDeps {
  ctx: PluginContext<'search'>;
  state: SearchState;
  /** Suggestions per group on a wide screen (one fewer on a phone). */
  suggestionsPerGroup: number;
}

/** Each kernel's search state, kept by `setup`. */
const searchStates = pluginState<'search', SearchDeps>('search');
export const keepSearchState = searchStates.keep;
/** For a component inside the plugin's parts. */
export const useSearchState = searchStates.use;
