import type { PluginContext } from '../../core/kernel/plugin.ts';
import type { LocalRecentSearches } from './recent-searches.ts';
import type { SearchState } from './search-state.ts';

export interface SearchDeps {
  ctx: PluginContext<'search'>;
  state: SearchState;
  recent: LocalRecentSearches;
  /** Suggestions per group on a wide screen (one fewer on a phone). */
  suggestionsPerGroup: number;
}
