import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { PaginationMode } from '../../core/kit/pagination/pagination.ts';

export interface OrdersOptions {
  paginationMode?: PaginationMode;
  /** Store-wide switches of order self-service, applied by the API to the orders' flags (default true). */
  selfCancel?: boolean;
  selfEdit?: boolean;
}

export interface OrdersDeps {
  ctx: PluginContext<'orders'>;
  options: OrdersOptions;
}

/** Each kernel's orders state, kept by `setup` (one kernel per request on the server). */
const ordersStates = new WeakMap<PluginContext<'orders'>, OrdersDeps>();

export function keepOrdersState(state: OrdersDeps): void {
  ordersStates.set(state.ctx, state);
}

/** The orders state, for a component inside the plugin's parts. */
export function useOrdersState(): OrdersDeps {
  const state = ordersStates.get(usePlugin<'orders'>());
  if (!state) throw new Error('the orders plugin was not set up in this kernel');
  return state;
}

/** Spec 01 section 9: orders page size 5, starting page 1. */
export const ORDERS_PAGE_SIZE = 5;
