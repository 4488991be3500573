import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { ThirdPartyState } from '../../core/kit/tracking/third-party.ts';

/** What the message reads beyond the context: the SDK's state and the basket's total, followed per kernel. */
export interface PayPalState {
  ctx: PluginContext<'paypal-messaging'>;
  sdk: ThirdPartyState;
  basket: { total: number | null };
}

/** Each kernel's paypal-messaging state, kept by `setup`. */
const paypalStates = pluginState<'paypal-messaging', PayPalState>('paypal-messaging');
export const keepPayPalState = paypalStates.keep;
/** For a component inside the plugin's parts. */
export const usePayPalState = paypalStates.use;
