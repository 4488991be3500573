import type { StoreConfig } from '../../core/store/types.ts';
import type { BundleType, CustomerOrder, OrderGroup, OrderItem, OrderSummary, Shipment, TrackingEntry } from '../../contracts/orders.ts';
import type { PostalAddress as OrderAddress } from '../../contracts/shapes.ts';
import type { Db } from '../db/db.ts';
import { estimateDelivery } from '../basket/dispatch.ts';
import { fittingFormLabel } from '../catalog/catalog.ts';
import { statusLabel } from './order-status.ts';
import type { StoreRegistry } from '../stores/store-registry.ts';
import { orderAllows } from './order-switches.ts';

export interface OrderRow {
  id: number;
  customer_id: number;
  store_id: number;
  increment_id: string;
  created_at: Date;
  status: string;
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  dispatch_method: string;
  payment_method: string;
  payment_method_code: string;
  subtotal: number;
  delivery: number;
  discount: number;
  discount_description: string | null;
  vat_rate: number;
  self_cancel_enabled: boolean;
  self_edit_enabled: boolean;
  warehouse: string;
  delivery_zone: string;
}

interface ItemRow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  brand_name: string;
  price: number;
  rrp: number;
  qty_ordered: number;
  image: string | null;
  options: { label: string; value: string }[];
  fitting_form: string | null;
  group_key: string | null;
  bundle_type: BundleType | null;
  virtual_type: string | null;
}

interface ShipmentRow {
  id: number;
  shipped_at: Date;
  status: string;
  status_history: string[];
  items: { orderItemId: number; qty: number }[];
  tracking: TrackingEntry[];
  warehouse: string;
  delivery_zone: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const total = (o: Pick<OrderRow, 'subtotal' | 'delivery' | 'discount'>) => round2(o.subtotal + o.delivery - o.discount);

function money(stores: StoreRegistry, storeId: number) {
  const store = stores.byId(storeId) ?? stores.byHost('');
  return { currencyFormat: store.currency.template, priceLocale: store.currency.priceLocale, currencyCode: store.currency.code };
}

/** Statuses of an order whose items are still to be delivered. */
const OPEN_STATUSES = ['pending', 'processing', 'partially_shipped'];

/**
 * The delivery window of an order item that is still to be delivered: the same rule as the basket's
 * estimate, counted from the order date or from today, whichever is later (an order that waits
 * cannot arrive earlier than a new one).
 */
export function orderItemEstimate(productId: number, orderedAt: Date, now: Date = new Date()) {
  return estimateDelivery(productId, orderedAt > now ? orderedAt : now);
}

/** A shipment's status history as labels, oldest first, ending with its current status. */
export function shipmentStatusLabels(status: string, history: string[], locale: string): string[] {
  const statuses = history.length && history[history.length - 1] === status ? history : [...history, status];
  return statuses.map((s) => statusLabel(s, locale));
}

/** The order's bundles: items sharing a group key, in item order. */
export function orderGroups(items: { id: number; group_key: string | null; bundle_type: BundleType | null }[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const item of items) {
    if (item.group_key === null || item.bundle_type === null) continue;
    const group = groups.get(item.group_key) ?? { id: item.group_key, bundleType: item.bundle_type, itemIds: [] };
    group.itemIds.push(item.id);
    groups.set(item.group_key, group);
  }
  return [...groups.values()];
}

export const ORDER_COLUMNS =
  'id, customer_id, store_id, increment_id, created_at, status, shipping_address, billing_address, dispatch_method, payment_method, payment_method_code, subtotal, delivery, discount, discount_description, vat_rate, self_cancel_enabled, self_edit_enabled, warehouse, delivery_zone';

export function orderSummary(row: OrderRow & { items_count: number }, stores: StoreRegistry, locale: string): OrderSummary {
  return {
    id: row.id,
    incrementId: row.increment_id,
    orderDate: row.created_at.toISOString(),
    statusLabel: statusLabel(row.status, locale),
    total: total(row),
    itemsCount: row.items_count,
    ...money(stores, row.store_id),
  };
}

/** What of an order item has shipped, in which shipments, and what is still to come. */
function toOrderItem(i: ItemRow, row: OrderRow, shipments: ShipmentRow[], locale: string): OrderItem {
  const inShipment = (s: ShipmentRow) => s.items.filter((line) => line.orderItemId === i.id).reduce((n, line) => n + line.qty, 0);
  const shipped = Math.min(
    shipments.reduce((sum, s) => sum + inShipment(s), 0),
    i.qty_ordered,
  );
  const statuses = [
    ...(shipped > 0 ? [{ qty: shipped, status: 'shipped', statusLabel: statusLabel('shipped', locale) }] : []),
    ...(shipped < i.qty_ordered ? [{ qty: i.qty_ordered - shipped, status: row.status, statusLabel: statusLabel(row.status, locale) }] : []),
  ];
  const open = OPEN_STATUSES.includes(row.status);
  return {
    id: i.id,
    name: i.name,
    sku: i.sku,
    brandName: i.brand_name,
    productId: i.product_id,
    price: i.price,
    subtotal: round2(i.price * i.qty_ordered),
    qtyOrdered: i.qty_ordered,
    qtyShipped: shipped,
    statusLabel: statuses[statuses.length - 1]?.statusLabel ?? statusLabel(row.status, locale),
    statusLabels: statuses.map((s) => s.statusLabel),
    statuses,
    image: i.image,
    options: i.options,
    estimatedDelivery: open && i.virtual_type === null && shipped < i.qty_ordered ? orderItemEstimate(i.product_id, row.created_at) : null,
    bundleType: i.group_key === null ? null : i.bundle_type,
    fittingForm: fittingFormLabel(i.fitting_form),
    virtualType: i.virtual_type,
    shippedItems: shipments.flatMap((s) => {
      const shippedQty = inShipment(s);
      if (shippedQty === 0) return [];
      return [
        {
          shipmentId: s.id,
          shippedQty,
          shippedDate: s.shipped_at.toISOString(),
          status: statusLabel(s.status, locale),
          statusLabels: shipmentStatusLabels(s.status, s.status_history, locale),
          subtotal: round2(shippedQty * i.price),
          warehouse: s.warehouse,
          deliveryZone: s.delivery_zone,
        },
      ];
    }),
  };
}

function toShipment(s: ShipmentRow, items: ItemRow[], locale: string): Shipment {
  const price = (itemId: number) => items.find((i) => i.id === itemId)?.price ?? 0;
  return {
    shipmentId: s.id,
    shippedDate: s.shipped_at.toISOString(),
    status: statusLabel(s.status, locale),
    statusLabels: shipmentStatusLabels(s.status, s.status_history, locale),
    shippedQty: s.items.reduce((n, i) => n + i.qty, 0),
    subtotal: round2(s.items.reduce((n, i) => n + i.qty * price(i.orderItemId), 0)),
    items: s.items,
    warehouse: s.warehouse,
    deliveryZone: s.delivery_zone,
  };
}

/** One order with its items, shipments (tracking comes from tracking-details) and savings. */
export async function buildOrder(db: Db, row: OrderRow, stores: StoreRegistry, store: StoreConfig): Promise<CustomerOrder> {
  const locale = store.locale;
  const items = await db.query<ItemRow>(
    // An item without an image of its own shows its product's.
    `SELECT i.id, i.product_id, i.sku, i.name, i.brand_name, i.price, i.rrp, i.qty_ordered, COALESCE(i.image, p.image_url) AS image, i.options,
            p.fitting_form, i.group_key, i.bundle_type, i.virtual_type
       FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 ORDER BY i.id`,
    [row.id],
  );
  const shipments = await db.query<ShipmentRow>(
    'SELECT id, shipped_at, status, status_history, items, tracking, warehouse, delivery_zone FROM shipments WHERE order_id = $1 ORDER BY shipped_at, id',
    [row.id],
  );
  const orderItems = items.map((item) => toOrderItem(item, row, shipments, locale));
  const shipping = shipments.map((s) => toShipment(s, items, locale));
  const rrpTotal = items.reduce((sum, i) => sum + i.rrp * i.qty_ordered, 0);
  const savingAmount = round2(items.reduce((sum, i) => sum + (i.rrp - i.price) * i.qty_ordered, 0) + row.discount);
  const grandTotal = total(row);
  const exVat = round2(grandTotal / (1 + row.vat_rate / 100));
  return {
    id: row.id,
    incrementId: row.increment_id,
    orderDate: row.created_at.toISOString(),
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    dispatchMethod: row.dispatch_method,
    paymentMethod: row.payment_method,
    paymentMethodCode: row.payment_method_code,
    subtotal: row.subtotal,
    total: grandTotal,
    totalExVat: exVat,
    vat: round2(grandTotal - exVat),
    delivery: row.delivery,
    status: row.status,
    statusLabel: statusLabel(row.status, locale),
    discount: row.discount,
    discountDescription: row.discount_description,
    savingAmount,
    savingPercent: rrpTotal > 0 ? Math.round((savingAmount / (rrpTotal + row.delivery)) * 100) : 0,
    isSelfEditEnable: orderAllows(store, row).editAddress,
    isSelfCancelEnable: orderAllows(store, row).cancel,
    warehouse: row.warehouse,
    deliveryZone: row.delivery_zone,
    groups: orderGroups(items),
    items: orderItems,
    shipping,
    ...money(stores, row.store_id),
  };
}
