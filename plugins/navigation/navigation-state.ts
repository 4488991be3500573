import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { NavigationStore } from './navigation-store.ts';

/** What the navigation's parts read beyond the context: the category store and the store's options. */
export interface NavigationPluginState {
  ctx: PluginContext<'navigation'>;
  store: NavigationStore;
  /** Where the bar's and the menu's "New season" link goes. */
  newSeasonLink: string;
}

/** Each kernel's navigation state, kept by `setup`. */
const navigationStates = pluginState<'navigation', NavigationPluginState>('navigation');
export const keepNavigationState = navigationStates.keep;
/** For a component inside the plugin's parts. */
export const useNavigationState = navigationStates.use;
