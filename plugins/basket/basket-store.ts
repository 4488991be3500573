import { proxy } from 'valtio';
import { ApiError } from '../../core/api/client.ts';
import {
  basketAdd,
  basketApplyDiscount,
  basketData,
  basketRemoveDiscount,
  basketRemoveItem,
  basketUpdate,
  type BasketChange,
  type BasketReply,
} from '../../contracts/basket.ts';
import type { BasketAddInput } from '../../contracts/basket-service.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import { errorMessage } from '../../core/logger.ts';
import { allGroupItems, basketSnapshot, groupItemsOf } from './basket-rules.ts';

export interface BasketState {
  basket: BasketReply | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** True while a change is on its way (spec 01 section 4: loading on each change). */
  isLoading: boolean;
  /** The last refused change's message, shown where the shopper acted. */
  message: string | null;
  estimates: Record<number, { start: number; end: number }>;
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export function createBasketStore(ctx: PluginContext<'basket'>) {
  const state = proxy<BasketState>({ basket: null, status: 'idle', isLoading: false, message: null, estimates: {} });
  let loadingFull = false;

  // Only the basket page needs estimates: their code loads with the first one.
  const fetchEstimates = (basket: BasketReply) =>
    void import('./estimates.ts').then(({ fetchEstimates: run }) =>
      run(ctx, basket, (cartItemId, estimate) => {
        state.estimates[cartItemId] = estimate;
      }),
    );

  const accept = (basket: BasketReply, change: BasketChange, withEstimates: boolean) => {
    state.basket = basket;
    state.status = 'ready';
    state.message = null;
    ctx.emit.basketChanged(basketSnapshot(basket), change);
    if (withEstimates) fetchEstimates(basket);
  };

  /** Runs one change with the loading state; a refusal keeps the basket and shows the server's message. */
  const change = async (run: () => Promise<BasketReply>, kind: BasketChange, rethrow = false) => {
    state.isLoading = true;
    state.message = null;
    try {
      accept(await run(), kind, loadingFull);
    } catch (error) {
      state.message = error instanceof ApiError ? error.message : errorMessage(error);
      ctx.logger.warn(`${kind.kind} refused: ${state.message}`);
      if (rethrow) throw error;
    } finally {
      state.isLoading = false;
    }
  };

  return {
    state,
    async load(mode: 'mini' | 'full') {
      if (mode === 'full') loadingFull = true;
      if (state.status === 'idle' || mode === 'full') state.status = state.basket ? 'ready' : 'loading';
      try {
        const basket = await ctx.api.call(basketData, { query: mode === 'mini' ? { mini: '1' } : { default_shipping: '1' } });
        accept(basket, { kind: 'load' }, mode === 'full');
      } catch (error) {
        ctx.logger.error(`basket failed to load: ${errorMessage(error)}`);
        if (!state.basket) state.status = 'error';
      }
    },
    /** The shopper leaves for the checkout application with this basket. */
    startCheckout() {
      if (state.basket) ctx.emit.checkoutStarted(basketSnapshot(state.basket));
    },
    /** The basket page is gone: later changes no longer need delivery estimates. */
    leavePage() {
      loadingFull = false;
    },
    updateQuantity(cartItemId: number, qty: string | number) {
      const before = state.basket?.productsList.find((i) => i.cartItemId === cartItemId);
      const delta = typeof qty === 'number' && before ? qty - before.qty : undefined;
      return change(() => ctx.api.call(basketUpdate, { body: { cartItemId, qty, groupItems: groupItemsOf(state.basket, cartItemId) } }), {
        kind: 'update',
        productId: before?.productId,
        quantityDelta: delta,
      });
    },
    removeItem(cartItemId: number) {
      const before = state.basket?.productsList.find((i) => i.cartItemId === cartItemId);
      return change(() => ctx.api.call(basketRemoveItem, { body: { cartItemId, groupItems: groupItemsOf(state.basket, cartItemId) } }), {
        kind: 'remove',
        productId: before?.productId,
        quantityDelta: before ? -before.qty : undefined,
      });
    },
    applyDiscount(type: 'points' | 'promo', info: string) {
      return change(() => ctx.api.call(basketApplyDiscount, { body: { type, info, groupItems: allGroupItems(state.basket) } }), { kind: 'apply-discount' });
    },
    removeDiscount(type: 'points' | 'promo', info: string) {
      return change(() => ctx.api.call(basketRemoveDiscount, { body: { type, info, groupItems: allGroupItems(state.basket) } }), { kind: 'remove-discount' });
    },
    add(input: BasketAddInput) {
      return change(() => ctx.api.call(basketAdd, { body: input }), { kind: 'add', productId: input.productID, quantityDelta: input.quantity }, true);
    },
  };
}
