import type { StoreConfig } from '../../core/store/types.ts';

/**
 * Spec 02 section 3, shop configuration: whether the store lets members cancel an order or change
 * its delivery address themselves at all (the orders plugin's options `selfCancel`, `selfEdit`,
 * both on unless set false). Off, no order offers it, whatever its own flags say.
 */
export interface OrderSelfService {
  selfCancel: boolean;
  selfEdit: boolean;
}

export function orderSelfService(store: StoreConfig): OrderSelfService {
  const options = store.plugins['orders'];
  const configured = options ? options : {};
  return { selfCancel: configured['selfCancel'] !== false, selfEdit: configured['selfEdit'] !== false };
}

/** The order's own flags (the order's status and what the back office set) under the store's switches. */
export function orderAllows(store: StoreConfig, order: { status: string; self_cancel_enabled: boolean; self_edit_enabled: boolean }) {
  const switches = orderSelfService(store);
  return {
    cancel: switches.selfCancel && order.self_cancel_enabled && order.status === 'pending',
    editAddress: switches.selfEdit && order.self_edit_enabled && ['pending', 'processing'].includes(order.status),
  };
}
