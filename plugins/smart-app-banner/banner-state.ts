import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { SmartAppBannerOptions } from './index.ts';

/** What the banner reads beyond the context: the store's app ids and where a dismissal is kept. */
export interface BannerState {
  ctx: PluginContext<'smart-app-banner'>;
  options: SmartAppBannerOptions;
  /** Null when the browser blocks storage: the banner then shows every visit. */
  storage: Storage | null;
}

/** Each kernel's banner state, kept by `setup`. */
const bannerStates = pluginState<'smart-app-banner', BannerState>('smart-app-banner');
export const keepBannerState = bannerStates.keep;
/** For a component inside the plugin's parts. */
export const useBannerState = bannerStates.use;
