import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { ThirdPartyState } from '../../core/kit/tracking/third-party.ts';

/** What the message reads beyond the context: the SDK's state and the basket's total, followed per kernel. */
export interface PayPalState {
  ctx: PluginContext<'paypal-messaging'>;
  sdk: ThirdPartyState;
  basket: { total: number | null };
}

/** Each kernel's PayPal messaging state, kept by `setup`. */
const paypalStates = new WeakMap<PluginContext<'paypal-messaging'>, PayPalState>();

export function keepPayPalState(state: PayPalState): void {
  paypalStates.set(state.ctx, state);
}

/** The PayPal messaging state, for a component inside the plugin's parts. */
export function usePayPalState(): PayPalState {
  const state = paypalStates.get(usePlugin<'paypal-messaging'>());
  if (!state) throw new Error('the paypal-messaging plugin was not set up in this kernel');
  return state;
}
