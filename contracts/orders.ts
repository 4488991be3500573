import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id, idParam } from './common.ts';
import { BUNDLE_TYPES, bundleType, type BundleType } from './product.ts';
import { moneyFormat, pageQuery, postalAddress, successReply } from './shapes.ts';

/** Order endpoints (spec 01 section 7): history, one order, tracking, self-cancel, self-edit, historical orders. */

export const orderSummary = z.object({
  id: z.number(),
  incrementId: z.string(),
  orderDate: z.string(),
  statusLabel: z.string(),
  total: z.number(),
  itemsCount: z.number(),
  ...moneyFormat,
});
export type OrderSummary = z.output<typeof orderSummary>;

export const ordersList = z.object({
  currentPage: z.number(),
  pagesCount: z.number(),
  limit: z.number(),
  items: z.array(orderSummary),
});
export type OrdersList = z.output<typeof ordersList>;

/** Spec 01 section 9: orders page size 5. */
const ordersPage = pageQuery(5);

export const helpdeskOrders = defineEndpoint({
  name: 'helpdesk-orders',
  method: 'GET',
  path: 'helpdesk-orders',
  query: ordersPage,
  reply: ordersList,
});

export const orderItemStatus = z.object({ qty: z.number(), status: z.string(), statusLabel: z.string() });

export { BUNDLE_TYPES, bundleType, type BundleType };

/** A delivery window in Unix seconds (the product-dispatch-date estimate). */
export const deliveryEstimate = z.object({ start: z.number(), end: z.number() });
export type DeliveryEstimate = z.output<typeof deliveryEstimate>;

/**
 * Spec 01 'Shipped item (by shipmentId)' as seen from one order item: the shipment that carried
 * some of it, how many, when, its status and status history (statusLabels, oldest first).
 * The tracking list of the shipment comes from tracking-details.
 */
export const shippedItem = z.object({
  shipmentId: z.number(),
  shippedQty: z.number(),
  shippedDate: z.string(),
  status: z.string(),
  statusLabels: z.array(z.string()),
  subtotal: z.number(),
  warehouse: z.string(),
  deliveryZone: z.string(),
});

export const orderItem = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  brandName: z.string(),
  productId: z.number(),
  price: z.number(),
  subtotal: z.number(),
  qtyOrdered: z.number(),
  qtyShipped: z.number(),
  statusLabel: z.string(),
  statusLabels: z.array(z.string()),
  statuses: z.array(orderItemStatus),
  image: z.nullable(z.string()),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The window promised when the order was placed; null when nothing of the item is left to deliver (shipped, cancelled or virtual). */
  estimatedDelivery: z.nullable(deliveryEstimate),
  /** The bundle the item was bought in (see the order's groups), or null. */
  bundleType: z.nullable(bundleType),
  /** Spec 01 fitting form name ('Fitting Form Mondopoint', 'Fitting Form Sole Length'), or null. */
  fittingForm: z.nullable(z.string()),
  /** An item that is not shipped (ski_pass: sent by email), or null. */
  virtualType: z.nullable(z.string()),
  shippedItems: z.array(shippedItem),
});
export type OrderItem = z.output<typeof orderItem>;

export const trackingEntry = z.object({ trackingUrl: z.string(), trackingNumber: z.string(), trackingProvider: z.string() });
export type TrackingEntry = z.output<typeof trackingEntry>;

export const shipment = z.object({
  shipmentId: z.number(),
  shippedDate: z.string(),
  status: z.string(),
  /** The shipment's status history as labels, oldest first (the last one is `status`). */
  statusLabels: z.array(z.string()),
  shippedQty: z.number(),
  subtotal: z.number(),
  items: z.array(z.object({ orderItemId: z.number(), qty: z.number() })),
  warehouse: z.string(),
  deliveryZone: z.string(),
});
export type Shipment = z.output<typeof shipment>;

/** Items bought together as one bundle (spec 01 'groups' of a customer order). */
export const orderGroup = z.object({ id: z.string(), bundleType, itemIds: z.array(z.number()) });
export type OrderGroup = z.output<typeof orderGroup>;

export const customerOrder = z.object({
  id: z.number(),
  incrementId: z.string(),
  orderDate: z.string(),
  shippingAddress: postalAddress,
  billingAddress: postalAddress,
  dispatchMethod: z.string(),
  paymentMethod: z.string(),
  /** The payment provider's method code (adyen_cc_visa, paypal_express...): the page picks the icon by its pattern (spec 02 section 5); '' when unknown. */
  paymentMethodCode: z.string(),
  subtotal: z.number(),
  total: z.number(),
  totalExVat: z.number(),
  vat: z.number(),
  delivery: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  discount: z.number(),
  discountDescription: z.nullable(z.string()),
  savingAmount: z.number(),
  savingPercent: z.number(),
  isSelfEditEnable: z.boolean(),
  isSelfCancelEnable: z.boolean(),
  warehouse: z.string(),
  deliveryZone: z.string(),
  groups: z.array(orderGroup),
  items: z.array(orderItem),
  shipping: z.array(shipment),
  ...moneyFormat,
});
export type CustomerOrder = z.output<typeof customerOrder>;

const idParams = z.object({ id: idParam() });

export const orderDetails = defineEndpoint({
  name: 'order-details-new',
  method: 'GET',
  path: 'order-details-new/:id',
  params: idParams,
  query: z.object({ withSavings: z.optional(z.enum(['0', '1'])) }),
  reply: customerOrder,
});

export const trackingDetails = defineEndpoint({
  name: 'tracking-details',
  method: 'GET',
  path: 'tracking-details/:shipmentId',
  params: z.object({ shipmentId: idParam() }),
  query: z.object({ locale: z.optional(z.string().check(z.maxLength(5))) }),
  reply: z.object({ success: z.boolean(), data: z.array(trackingEntry) }),
});

export const selfCancelOrder = defineEndpoint({
  name: 'self-cancel-order',
  method: 'PUT',
  path: 'self-cancel-order',
  body: z.object({ store_id: id(), order_id: id() }),
  reply: successReply,
});

export const selfEditAddressOrder = defineEndpoint({
  name: 'self-edit-address-order',
  method: 'PUT',
  path: 'self-edit-address-order',
  body: z.object({ store_id: id(), order_id: id(), address: postalAddress }),
  reply: successReply,
});

export const historicalOrders = defineEndpoint({
  name: 'historical-orders',
  method: 'GET',
  path: 'historical-orders',
  query: ordersPage,
  reply: ordersList,
});

export const historicalOrderDetails = defineEndpoint({
  name: 'historical-order-details',
  method: 'GET',
  path: 'historical-orders/:id',
  params: idParams,
  reply: customerOrder,
});
