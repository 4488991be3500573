import type { PluginContext } from '../../core/kernel/plugin.ts';
import type { PaginationMode } from '../../core/pagination/pagination.ts';

export interface OrdersOptions {
  paginationMode?: PaginationMode;
}

export interface OrdersDeps {
  ctx: PluginContext<'orders'>;
  options: OrdersOptions;
}

/** Spec 01 section 9: orders page size 5, starting page 1. */
export const ORDERS_PAGE_SIZE = 5;
