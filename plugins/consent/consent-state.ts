import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { ConsentStore } from './consent-store.ts';
import type { BannerVariant } from './consent-rules.ts';

/** What the consent plugin's parts read beyond the context: the saved choice and the store's banner. */
export interface ConsentState {
  ctx: PluginContext<'consent'>;
  consent: ConsentStore;
  variant: BannerVariant;
  /** Opens the preferences modal (its error view when the last save failed). */
  openPreferences(): void;
}

/** Each kernel's consent state, kept by `setup`. */
const consentStates = pluginState<'consent', ConsentState>('consent');
export const keepConsentState = consentStates.keep;
/** For a component inside the plugin's parts. */
export const useConsentState = consentStates.use;
