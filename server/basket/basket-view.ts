import type { BasketGroup, BasketReply } from '../../contracts/basket.ts';
import type { BundleType } from '../../contracts/product.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { bundleTypeOf, fittingFormLabel, fromCents, localText, paidCents, thumbnailUrl, toCents, type PriceRow, type ProductType } from '../catalog/catalog.ts';
import { advertisedPrices } from '../catalog/price-history.ts';
import type { BasketRow } from './basket-store.ts';
import { evaluateCoupon, findCoupon } from './coupons.ts';
import { estimateDelivery } from './dispatch.ts';

/** The store's delivery fee and free-delivery threshold, in cents of its own currency (store config `delivery`). */
export function deliveryCents(store: Pick<StoreConfig, 'delivery'>): { feeCents: number; freeFromCents: number } {
  return { feeCents: toCents(store.delivery.fee), freeFromCents: toCents(store.delivery.freeFrom) };
}

/** What delivery costs for a basket of this subtotal in this store: free from the store's threshold. */
export function deliveryFeeFor(subtotalCents: number, store: Pick<StoreConfig, 'delivery'>): number {
  const { feeCents, freeFromCents } = deliveryCents(store);
  return subtotalCents < freeFromCents ? feeCents : 0;
}

export interface BasketLine {
  itemId: number;
  productId: number;
  sku: string;
  name: string;
  brandName: string;
  image: string;
  qty: number;
  stock: number;
  type: ProductType;
  fittingForm: string | null;
  /** A bundle line's type (its group); null for other products. */
  bundleType: BundleType | null;
  price: PriceRow;
  /** The reduction the line advertises, in percent: against the lowest prior price in an EU store, else the RRP. */
  discount: number;
  options: { name: string; selected_value: { value: string } | null }[];
}

/** A basket worked out for one store: its lines, totals and problems. */
export interface BasketState {
  basket: BasketRow | null;
  lines: BasketLine[];
  errors: string[];
  subtotalCents: number;
  couponCents: number;
  deliveryCents: number;
  pointsCents: number;
  /** The member's reward points balance; 0 for guests. */
  balance: number;
}

interface ItemRow extends Partial<PriceRow> {
  id: number;
  product_id: number;
  options: Record<string, number>;
  bundle_selections: Record<string, Record<string, number>>;
  qty: number;
  sku: string;
  type: ProductType;
  name: unknown;
  stock: number;
  image_url: string | null;
  fitting_form: string | null;
  bundle_label: string | null;
  is_active: boolean;
  brand_name: string | null;
}

/** An amount in the store's currency, as the store shows it: £50.00, 50,00 €. */
export function formatMoney(cents: number, store: StoreConfig): string {
  const number = new Intl.NumberFormat(store.currency.priceLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fromCents(cents));
  return store.currency.template.replace('#', number);
}

export async function rewardPointsBalance(db: Db, customerId: number | null): Promise<number> {
  if (customerId === null) return 0;
  const [row] = await db.query<{ reward_points: number }>('SELECT reward_points FROM customers WHERE id = $1', [customerId]);
  return row?.reward_points ?? 0;
}

interface OptionValueRow {
  id: number;
  value: string;
  stock: number;
  option_id: number;
  product_id: number;
  label: unknown;
}

interface SelectionRow {
  id: number;
  option_id: number;
  label: unknown;
  position: number;
  name: unknown;
}

/** The basket's items with their products and prices, and the option values and pack selections they chose. */
async function basketItems(db: Db, basketId: number, storeId: number): Promise<{ items: ItemRow[]; values: OptionValueRow[]; selections: SelectionRow[] }> {
  const items = await db.query<ItemRow>(
    `SELECT i.id, i.product_id, i.options, i.bundle_selections, i.qty,
            p.sku, p.type, p.name, p.stock, p.image_url, p.fitting_form, p.attributes->>'bundleLabel' AS bundle_label, p.is_active, b.name AS brand_name,
            pp.price, pp.rrp, pp.special_price
       FROM basket_items i
       JOIN products p ON p.id = i.product_id
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
      WHERE i.basket_id = $1
      ORDER BY i.id`,
    [basketId, storeId],
  );
  const valueIds = items.flatMap((i) => Object.values(i.options));
  const values = valueIds.length
    ? await db.query<OptionValueRow>(
        `SELECT v.id, v.value, v.stock, o.id AS option_id, o.product_id, o.label
           FROM product_option_values v JOIN product_options o ON o.id = v.option_id WHERE v.id = ANY($1::int[])`,
        [valueIds],
      )
    : [];
  const selectionIds = items.flatMap((i) => Object.values(i.bundle_selections).flatMap((s) => Object.keys(s).map(Number)));
  const selections = selectionIds.length
    ? await db.query<SelectionRow>(
        `SELECT s.id, s.option_id, o.label, o.position, p.name
           FROM bundle_selections s JOIN bundle_options o ON o.id = s.option_id JOIN products p ON p.id = s.product_id
          WHERE s.id = ANY($1::int[]) ORDER BY o.position, o.id, s.position, s.id`,
        [selectionIds],
      )
    : [];
  return { items, values, selections };
}

/** One item as a basket line (its problems added to `errors`), or null when it can no longer be bought. */
function toLine(item: ItemRow, values: OptionValueRow[], selections: SelectionRow[], language: string, errors: string[]): BasketLine | null {
  const name = localText(item.name, language);
  if (!item.is_active || item.price === undefined || item.price === null) {
    errors.push(`"${name}" is no longer available.`);
    return null;
  }
  let stock = item.stock;
  const options: BasketLine['options'] = [];
  if (item.type === 'configurable') {
    const chosen = Object.entries(item.options).map(([optionId, valueId]) =>
      values.find((v) => v.id === valueId && v.option_id === Number(optionId) && v.product_id === item.product_id),
    );
    stock = chosen.length && chosen.every(Boolean) ? Math.min(...chosen.map((v) => v!.stock)) : 0;
    for (const v of chosen) if (v) options.push({ name: localText(v.label, language), selected_value: { value: v.value } });
  }
  if (item.type === 'bundle') {
    // Listed like options; the client hides a bundle's options (spec 01 section 3).
    for (const s of selections) {
      const qty = item.bundle_selections[String(s.option_id)]?.[String(s.id)];
      if (qty) options.push({ name: localText(s.label, language), selected_value: { value: `${qty} × ${localText(s.name, language)}` } });
    }
  }
  if (stock <= 0) errors.push(`"${name}" is out of stock.`);
  else if (item.qty > stock) errors.push(`Only ${stock} left in stock of "${name}".`);
  return {
    itemId: item.id,
    productId: item.product_id,
    sku: item.sku,
    name,
    brandName: item.brand_name ?? '',
    image: thumbnailUrl(item.image_url, item.sku),
    qty: item.qty,
    stock,
    type: item.type,
    fittingForm: fittingFormLabel(item.fitting_form),
    bundleType: item.type === 'bundle' ? bundleTypeOf(item.bundle_label) : null,
    price: { price: item.price, rrp: item.rrp ?? null, special_price: item.special_price ?? null },
    discount: 0,
    options,
  };
}

/** The basket's coupon: its discount, or why it no longer applies. */
async function applyCouponTo(db: Db, state: BasketState, code: string, store: StoreConfig): Promise<void> {
  const coupon = await findCoupon(db, code);
  const check = coupon ? evaluateCoupon(coupon, state.subtotalCents) : ({ ok: false, reason: 'invalid' } as const);
  if (check.ok) state.couponCents = check.discountCents;
  else if (state.lines.length) {
    state.errors.push(
      check.reason === 'expired'
        ? `The coupon "${code}" has expired.`
        : check.reason === 'minimum'
          ? `The coupon "${code}" needs a basket subtotal over ${formatMoney(toCents(check.minimum ?? 0), store)}.`
          : `The coupon "${code}" is no longer valid.`,
    );
  }
}

export async function loadBasketState(db: Db, basket: BasketRow | null, store: StoreConfig, customerId: number | null): Promise<BasketState> {
  const balance = await rewardPointsBalance(db, customerId);
  const state: BasketState = { basket, lines: [], errors: [], subtotalCents: 0, couponCents: 0, deliveryCents: 0, pointsCents: 0, balance };
  if (!basket) return state;

  const { items, values, selections } = await basketItems(db, basket.id, store.storeId);
  for (const item of items) {
    const line = toLine(item, values, selections, store.language, state.errors);
    if (!line) continue;
    state.lines.push(line);
    state.subtotalCents += paidCents(line.price) * line.qty;
  }
  // The same percent as the product's badge (spec's EU rule: against the 30-day low, never the RRP).
  const advertised = await advertisedPrices(
    db,
    store,
    state.lines.map((line) => ({ productId: line.productId, row: line.price })),
  );
  state.lines.forEach((line, index) => (line.discount = advertised[index]?.discount ?? 0));

  if (state.lines.length) {
    state.deliveryCents = deliveryFeeFor(state.subtotalCents, store);
  }
  if (basket.coupon_code) await applyCouponTo(db, state, basket.coupon_code, store);
  if (customerId !== null) {
    // 100 points = 1.00, so a point is a cent; never more than the balance or the total.
    const room = state.subtotalCents - state.couponCents + state.deliveryCents;
    state.pointsCents = Math.max(0, Math.min(basket.reward_points_used, balance, room));
  }
  return state;
}

/** Most points a member may spend on this basket now: the balance, up to the total. */
export function maxPoints(state: BasketState): number {
  return Math.max(0, Math.min(state.balance, state.subtotalCents - state.couponCents + state.deliveryCents));
}

/** Spec 01 basket groups: each bundle line is a group of its own (the reference basket keeps a bundle as one line). */
export function basketGroups(lines: Pick<BasketLine, 'itemId' | 'bundleType'>[]): BasketGroup[] {
  return lines.flatMap((line) => (line.bundleType === null ? [] : [{ id: `bundle-${line.itemId}`, bundleType: line.bundleType, cartItemIds: [line.itemId] }]));
}

/**
 * The lines a change applies to: the changed line and the rest of its group (groupItems). Every one
 * must be a line of this basket: a stale or foreign id is 'no longer in your basket' (404).
 */
export function changedLines<L extends Pick<BasketLine, 'itemId'>>(lines: L[], cartItemId: number, groupItems: number[] = []): L[] | null {
  const ids = [...new Set([cartItemId, ...groupItems])];
  const found = ids.map((id) => lines.find((line) => line.itemId === id));
  return found.every((line) => line !== undefined) ? (found as L[]) : null;
}

export function basketReply(state: BasketState, store: StoreConfig, lastAddedItem: BasketReply['lastAddedItem'] = null): BasketReply {
  const now = new Date();
  let savingsCents = 0;
  const quantities: Record<string, number> = {};
  const productsList: BasketReply['productsList'] = state.lines.map((line) => {
    const unitCents = paidCents(line.price);
    const subtotalCents = unitCents * line.qty;
    const unitRrpCents = line.price.rrp === null ? null : toCents(line.price.rrp);
    const rrpCents = unitRrpCents === null ? null : unitRrpCents * line.qty;
    if (rrpCents !== null && rrpCents > subtotalCents) savingsCents += rrpCents - subtotalCents;
    quantities[String(line.productId)] = (quantities[String(line.productId)] ?? 0) + line.qty;
    const estimate = estimateDelivery(line.productId, now);
    return {
      cartItemId: line.itemId,
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      brand_name: line.brandName,
      image: line.image,
      qty: line.qty,
      maxQty: Math.max(0, line.stock),
      price: fromCents(unitCents),
      subtotal: fromCents(subtotalCents),
      rrp: rrpCents === null ? null : fromCents(rrpCents),
      discount: line.discount,
      options: line.options,
      productType: line.type,
      fittingForm: line.fittingForm,
      estimatedDeliveryTimestampStart: estimate.start,
      estimatedDeliveryTimestampEnd: estimate.end,
    };
  });
  const discountCents = state.couponCents + state.pointsCents;
  const coupon = state.basket?.coupon_code ?? null;
  return {
    currency: store.currency.code,
    productsList,
    productsQuantities: quantities,
    savings: fromCents(savingsCents),
    hasSavings: savingsCents > 0,
    groups: basketGroups(state.lines),
    errors: state.errors,
    rewardPointsAvailable: state.balance,
    rewardPointsUsed: state.pointsCents,
    couponUsed: coupon,
    // The default carrier is selected for every basket with items.
    isShippingMethodSelected: productsList.length > 0,
    orderDetails: {
      promoCodes: coupon ? [coupon] : [],
      hasDeliveryFee: state.deliveryCents > 0,
      deliveryFee: fromCents(state.deliveryCents),
      quoteId: state.basket?.id ?? 0,
      basketCount: productsList.reduce((sum, item) => sum + item.qty, 0),
      subtotal: fromCents(state.subtotalCents),
      discount: fromCents(discountCents),
      grandTotal: fromCents(state.subtotalCents - discountCents + state.deliveryCents),
    },
    lastAddedItem,
  };
}
