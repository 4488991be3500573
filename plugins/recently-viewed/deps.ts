import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { LocalList } from './local-list.ts';

/** What the strip reads: bumped `version` after each recorded view, the product on screen (not listed). */
export interface RecentlyViewedState {
  version: number;
  currentProductId: number | null;
}

export interface RecentlyViewedDeps {
  ctx: PluginContext<'recently-viewed'>;
  state: RecentlyViewedState;
  /** A guest's list in this browser. */
  local: LocalList;
}

/** Each kernel's recently-viewed state, kept by `setup`. */
const recentlyViewedStates = pluginState<'recently-viewed', RecentlyViewedDeps>('recently-viewed');
export const keepRecentlyViewedState = recentlyViewedStates.keep;
/** For a component inside the plugin's parts. */
export const useRecentlyViewedState = recentlyViewedStates.use;
