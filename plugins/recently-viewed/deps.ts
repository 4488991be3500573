import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
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

/** Each kernel's recently viewed state, kept by `setup` (one kernel per request on the server). */
const recentlyViewedStates = new WeakMap<PluginContext<'recently-viewed'>, RecentlyViewedDeps>();

export function keepRecentlyViewedState(state: RecentlyViewedDeps): void {
  recentlyViewedStates.set(state.ctx, state);
}

/** The recently viewed state, for a component inside the plugin's parts. */
export function useRecentlyViewedState(): RecentlyViewedDeps {
  const state = recentlyViewedStates.get(usePlugin<'recently-viewed'>());
  if (!state) throw new Error('the recently-viewed plugin was not set up in this kernel');
  return state;
}
