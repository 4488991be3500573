import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { ThirdPartyState } from '../../core/kit/tracking/third-party.ts';
import type { AmazonPayOptions } from './rules.ts';

/** What the button reads beyond the context: the store's options and the script's state, followed per kernel. */
export interface AmazonPayState {
  ctx: PluginContext<'amazon-pay'>;
  options: AmazonPayOptions;
  script: ThirdPartyState;
}

/** Each kernel's Amazon Pay state, kept by `setup`. */
const amazonPayStates = new WeakMap<PluginContext<'amazon-pay'>, AmazonPayState>();

export function keepAmazonPayState(state: AmazonPayState): void {
  amazonPayStates.set(state.ctx, state);
}

/** The Amazon Pay state, for a component inside the plugin's parts. */
export function useAmazonPayState(): AmazonPayState {
  const state = amazonPayStates.get(usePlugin<'amazon-pay'>());
  if (!state) throw new Error('the amazon-pay plugin was not set up in this kernel');
  return state;
}
