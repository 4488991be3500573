import { proxy } from 'valtio';
import { ApiError, callLoaded, type CallOptions, type EndpointDef, errorMessage, type PluginContext } from '../../core/plugin-api.ts';
import type * as BasketContract from '../../contracts/basket.ts';
import type { BasketChange, BasketReply } from '../../contracts/basket.ts';
import type { BasketAddInput } from '../../contracts/basket-service.ts';
import { allGroupItems, basketSnapshot, groupItemsOf } from './basket-rules.ts';

export interface BasketState {
  basket: BasketReply | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** True while a change is on its way (spec 01 section 4: loading on each change). */
  isLoading: boolean;
  /** The last refused change's message and the field it is shown at (null: above the items). */
  message: { field: BasketField | null; text: string } | null;
  estimates: Record<number, { start: number; end: number }>;
}

export type BasketStore = ReturnType<typeof createBasketStore>;

/** Where a refusal is shown: the promo box, the points box or one line's quantity. */
export type BasketField = 'promo' | 'points' | `qty-${number}`;

/** The message of a refused change when it belongs at this field. */
export function fieldMessage(message: BasketState['message'], field: BasketField): string | undefined {
  return message?.field === field ? message.text : undefined;
}

export function createBasketStore(ctx: PluginContext<'basket'>) {
  const state = proxy<BasketState>({ basket: null, status: 'idle', isLoading: false, message: null, estimates: {} });
  let loadingFull = false;
  // Changes made so far: a load that a change overtook brings an older basket than the change's.
  let changesMade = 0;
  // The header's button is on the first screen: the basket's endpoints load with the first call.
  const call = <E extends EndpointDef>(pick: (contract: typeof BasketContract) => E, options?: CallOptions<E>) =>
    callLoaded(ctx.api, async () => pick(await import('../../contracts/basket.ts')), options);

  // Only the basket page needs estimates: their code loads with the first one.
  let latestRun = 0;
  const fetchEstimates = (basket: BasketReply) => {
    const run = ++latestRun;
    // A change under way or made since brings its own run, about the lines there are then.
    const isCurrent = () => run === latestRun && !state.isLoading;
    void import('./estimates.ts').then(({ fetchEstimates: fetchEach }) =>
      fetchEach(
        ctx,
        basket,
        (cartItemId, estimate) => {
          state.estimates[cartItemId] = estimate;
        },
        isCurrent,
      ),
    );
  };

  const accept = (basket: BasketReply, change: BasketChange, withEstimates: boolean) => {
    state.basket = basket;
    state.status = 'ready';
    state.message = null;
    ctx.emit.basketChanged(basketSnapshot(basket), change);
    if (withEstimates) fetchEstimates(basket);
  };

  /**
   * Runs one change with the loading state; a refusal keeps the basket and shows the server's
   * message at the field the shopper used. Resolves true when the change was made.
   */
  const change = async (run: () => Promise<BasketReply>, kind: BasketChange, field: BasketField | null = null, rethrow = false) => {
    state.isLoading = true;
    state.message = null;
    try {
      accept(await run(), kind, loadingFull);
      changesMade++;
      return true;
    } catch (error) {
      const text = error instanceof ApiError ? error.message : errorMessage(error);
      state.message = { field, text };
      ctx.logger.warn(`${kind.kind} refused: ${text}`);
      if (rethrow) throw error;
      return false;
    } finally {
      state.isLoading = false;
    }
  };

  const fetchMini = (signal?: AbortSignal) => call((c) => c.basketData, { query: { mini: '1' }, ...(signal ? { signal } : {}) });

  return {
    state,
    /** The header's basket, for the server's first render (the count in the page's HTML). */
    fetchMini,
    /** Takes the basket the server rendered, unless one was loaded since. */
    receive(basket: BasketReply) {
      if (state.status === 'idle') accept(basket, { kind: 'load' }, false);
    },
    async load(mode: 'mini' | 'full') {
      if (mode === 'full') loadingFull = true;
      if (state.status === 'idle' || mode === 'full') state.status = state.basket ? 'ready' : 'loading';
      const changesBefore = changesMade;
      try {
        const basket = await (mode === 'mini' ? fetchMini() : call((c) => c.basketData, { query: { default_shipping: '1' } }));
        // An addition made while it loaded (a tap before the page's session came) is newer.
        if (changesMade !== changesBefore) return;
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
      return change(
        () => call((c) => c.basketUpdate, { body: { cartItemId, qty, groupItems: groupItemsOf(state.basket, cartItemId) } }),
        { kind: 'update', productId: before?.productId, quantityDelta: delta },
        `qty-${cartItemId}`,
      );
    },
    removeItem(cartItemId: number) {
      const before = state.basket?.productsList.find((i) => i.cartItemId === cartItemId);
      return change(() => call((c) => c.basketRemoveItem, { body: { cartItemId, groupItems: groupItemsOf(state.basket, cartItemId) } }), {
        kind: 'remove',
        productId: before?.productId,
        quantityDelta: before ? -before.qty : undefined,
      });
    },
    applyDiscount(type: 'points' | 'promo', info: string) {
      return change(
        () => call((c) => c.basketApplyDiscount, { body: { type, info, groupItems: allGroupItems(state.basket) } }),
        { kind: 'apply-discount' },
        type,
      );
    },
    removeDiscount(type: 'points' | 'promo', info: string) {
      return change(
        () => call((c) => c.basketRemoveDiscount, { body: { type, info, groupItems: allGroupItems(state.basket) } }),
        { kind: 'remove-discount' },
        type,
      );
    },
    add(input: BasketAddInput) {
      return change(() => call((c) => c.basketAdd, { body: input }), { kind: 'add', productId: input.productID, quantityDelta: input.quantity }, null, true);
    },
  };
}
