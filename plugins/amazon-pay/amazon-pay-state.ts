import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { ThirdPartyState } from '../../core/kit/tracking/third-party.ts';
import type { AmazonPayOptions } from './rules.ts';

/** What the button reads beyond the context: the store's options and the script's state, followed per kernel. */
export interface AmazonPayState {
  ctx: PluginContext<'amazon-pay'>;
  options: AmazonPayOptions;
  script: ThirdPartyState;
}

/** Each kernel's amazon-pay state, kept by `setup`. */
const amazonPayStates = pluginState<'amazon-pay', AmazonPayState>('amazon-pay');
export const keepAmazonPayState = amazonPayStates.keep;
/** For a component inside the plugin's parts. */
export const useAmazonPayState = amazonPayStates.use;
