import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
import type { BasketStore } from './basket-store.ts';

/** What the basket's parts read beyond the context: the basket store and the store's options. */
export interface BasketState {
  ctx: PluginContext<'basket'>;
  store: BasketStore;
  /** Recommendations under the basket page, at most. */
  recommendationLimit: number;
}

/** Each kernel's basket state, kept by `setup`. */
const basketStates = pluginState<'basket', BasketState>('basket');
export const keepBasketState = basketStates.keep;
/** For a component inside the plugin's parts. */
export const useBasketState = basketStates.use;
