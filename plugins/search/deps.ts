import type { PluginContext } from '../../core/plugin-api.ts';
import type { SearchState } from './search-state.ts';

export interface SearchDeps {
  ctx: PluginContext<'search'>;
  state: SearchState;
  /** Suggestions per group on a wide screen (one fewer on a phone). */
  suggestionsPerGroup: number;
}
