import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
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

/** Each kernel's orders state, kept by `setup`. */
const ordersStates = pluginState<'orders', OrdersDeps>('orders');
export const keepOrdersState = ordersStates.keep;
/** For a component inside the plugin's parts. */
export const useOrdersState = ordersStates.use;

/** Spec 01 section 9: orders page size 5, starting page 1. */
export const ORDERS_PAGE_SIZE = 5;
