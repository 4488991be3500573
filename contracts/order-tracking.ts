import type { PageType } from '../core/kernel/manifest.ts';
import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';
import type { TrackingTransactionReply } from './tracking.ts';

/**
 * The tracking-core plugin's service: the purchase data of a confirmed order (tracking-transaction),
 * asked once per order however many trackers report it.
 */
export interface OrderTracking {
  /** The visitor's order and orders count; rejects when the call fails (a later call asks again). */
  transaction(orderId: number): Promise<TrackingTransactionReply>;
}

export const orderTrackingService: ServiceRef<OrderTracking, 'order-tracking'> = serviceRef('order-tracking');

/** The order confirmation (spec 02 calls it order-confirmation): its page view's entity is the order just placed. */
export const ORDER_CONFIRMATION: PageType = 'success';
