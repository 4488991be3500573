import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { BasketStore } from './basket-store.ts';

/** What the basket's parts read beyond the context: the basket store and the store's options. */
export interface BasketState {
  ctx: PluginContext<'basket'>;
  store: BasketStore;
  /** Recommendations under the basket page, at most. */
  recommendationLimit: number;
}

/** Each kernel's basket state, kept by `setup` (one kernel per request on the server). */
const basketStates = new WeakMap<PluginContext<'basket'>, BasketState>();

export function keepBasketState(state: BasketState): void {
  basketStates.set(state.ctx, state);
}

/** The basket state, for a component inside the basket's parts. */
export function useBasketState(): BasketState {
  const state = basketStates.get(usePlugin<'basket'>());
  if (!state) throw new Error('the basket plugin was not set up in this kernel');
  return state;
}
