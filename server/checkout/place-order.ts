import type { StoreConfig } from '../../core/store/types.ts';
import { findBasket } from '../basket/basket-store.ts';
import type { BasketLine } from '../basket/basket-view.ts';
import { fromCents, paidCents, toCents } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import type { Address } from '../../contracts/account.ts';
import type { PostalAddress } from '../../contracts/shapes.ts';
import { BRAND_NAMES, type CardBrand } from './card-payment.ts';
import { CARD, loadCheckoutData, type CheckoutData, type PaymentChoice } from './checkout-data.ts';
import { checkoutText } from './checkout-text.ts';

/** Order numbers of this checkout: a range of their own, apart from the demo orders' 1000001xx and 1000002xx. */
export const ORDER_NUMBER_BASE = 300_000_000;

export interface OrderChoice {
  customerId: number;
  addressId: number;
  payment: string;
  /** The card the stand-in charged, when the member paid by card. */
  card?: { brand: CardBrand; last4: string };
  /** The one-time token of the checkout page the member submitted: placing it twice gives the same order. */
  checkoutToken: string;
}

export type PlaceOrderResult =
  | { kind: 'placed'; orderId: number }
  /** The member cannot order yet; the messages say why (the page shows them above the form). */
  | { kind: 'refused'; messages: string[] };

/** The address as the order keeps it: without the address book's id and default flags. */
function postalPart({ id: _id, isDefaultShipping: _shipping, isDefaultBilling: _billing, ...postal }: Address): PostalAddress {
  return postal;
}

type Picked = { ok: true; address: Address; payment: PaymentChoice } | { ok: false; messages: string[] };

/** What the member chose among what their checkout offers, or the reasons it cannot be placed. */
function pick(data: CheckoutData, choice: OrderChoice, locale: string): Picked {
  const messages: string[] = [];
  if (data.basket.errors.length > 0) messages.push(checkoutText('fixBasket', locale), ...data.basket.errors);
  const address = data.addresses.find((a) => a.id === choice.addressId);
  if (!address) messages.push(checkoutText('chooseAddress', locale));
  const offered = data.payments.find((p) => p.value === choice.payment);
  const payment = offered?.value === CARD ? chargedCard(choice.card) : offered;
  if (!payment) messages.push(checkoutText('choosePayment', locale));
  return address && payment && messages.length === 0 ? { ok: true, address, payment } : { ok: false, messages };
}

/** The order's way to pay when the member paid by card: its brand and last four digits, nothing more. */
function chargedCard(card: OrderChoice['card']): PaymentChoice | undefined {
  return card && { value: CARD, label: `${BRAND_NAMES[card.brand]} •••• ${card.last4}`, detail: '', code: card.brand };
}

/** Thrown inside the transaction to undo it when stock ran out since the page was shown. */
class SoldOut extends Error {}

function discountDescription(data: CheckoutData, locale: string): string | null {
  const parts = [
    ...(data.basket.couponCents > 0 && data.basket.basket?.coupon_code ? [`${checkoutText('coupon', locale)} ${data.basket.basket.coupon_code}`] : []),
    ...(data.basket.pointsCents > 0 ? [checkoutText('rewardPoints', locale)] : []),
  ];
  return parts.length ? parts.join(', ') : null;
}

/**
 * Turns the member's basket into an order, in one transaction: the order and its items, stock
 * taken, reward points spent, the basket emptied. The checkout token is unique on orders, so a
 * second submit of the same page (double click, reload after a slow reply, submits sent at once)
 * finds the first order.
 */
export async function placeOrder(db: Db, store: StoreConfig, choice: OrderChoice): Promise<PlaceOrderResult> {
  try {
    return await insertOrder(db, store, choice);
  } catch (error) {
    if (error instanceof SoldOut) return { kind: 'refused', messages: [checkoutText('soldOut', store.locale)] };
    throw error;
  }
}

function insertOrder(db: Db, store: StoreConfig, choice: OrderChoice): Promise<PlaceOrderResult> {
  return db.transaction(async (tx) => {
    // The basket first: a submit sent alongside waits here until the first has placed its order
    // and deleted the basket, and only then looks for the order (on PostgreSQL each statement
    // sees what was committed before it began, so a look before the wait would find none).
    await findBasket(tx, { sessionId: '', customerId: choice.customerId }, true);
    const [existing] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE checkout_token = $1 AND customer_id = $2', [
      choice.checkoutToken,
      choice.customerId,
    ]);
    if (existing) return { kind: 'placed', orderId: existing.id };

    const data = await loadCheckoutData(tx, choice.customerId, store, true);
    const { basket } = data;
    if (!basket.basket || basket.lines.length === 0) return { kind: 'refused', messages: [checkoutText('emptyTitle', store.locale)] };
    const picked = pick(data, choice, store.locale);
    if (!picked.ok) return { kind: 'refused', messages: picked.messages };

    const [{ id } = { id: 0 }] = await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
    const discountCents = basket.couponCents + basket.pointsCents;
    await tx.query(
      `INSERT INTO orders (id, customer_id, store_id, increment_id, created_at, status, shipping_address, billing_address,
                           dispatch_method, payment_method, subtotal, delivery, discount, discount_description, coupon_code, checkout_token,
                           payment_method_code)
       VALUES ($1, $2, $3, $4, now(), 'pending', $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        choice.customerId,
        store.storeId,
        String(ORDER_NUMBER_BASE + id),
        JSON.stringify(postalPart(picked.address)),
        checkoutText('standardDelivery', store.locale),
        picked.payment.label,
        fromCents(basket.subtotalCents),
        fromCents(basket.deliveryCents),
        fromCents(discountCents),
        discountDescription(data, store.locale),
        basket.couponCents > 0 ? basket.basket.coupon_code : null,
        choice.checkoutToken,
        picked.payment.code,
      ],
    );
    await insertOrderItems(tx, id, basket.lines);
    await takeStock(tx, basket.basket.id);
    if (basket.pointsCents > 0) {
      await tx.query('UPDATE customers SET reward_points = reward_points - $1 WHERE id = $2', [basket.pointsCents, choice.customerId]);
    }
    await tx.query('DELETE FROM baskets WHERE id = $1', [basket.basket.id]);
    return { kind: 'placed', orderId: id };
  });
}

/** The order's items, as the basket's lines were at the purchase. */
async function insertOrderItems(tx: Db, orderId: number, lines: BasketLine[]): Promise<void> {
  for (const [index, line] of lines.entries()) {
    // A bundle is one item, the order's group of its own kind; a ski pass is sent by email, never shipped.
    const bundleType = line.bundleType;
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, sku, name, brand_name, price, rrp, qty_ordered, image, options, group_key, bundle_type, virtual_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        orderId,
        line.productId,
        line.sku,
        line.name,
        line.brandName,
        fromCents(paidCents(line.price)),
        fromCents(line.price.rrp === null ? paidCents(line.price) : toCents(line.price.rrp)),
        line.qty,
        line.image,
        JSON.stringify(line.options.map((o) => ({ label: o.name, value: o.selected_value?.value ?? '' }))),
        bundleType === null ? null : `bundle-${index + 1}`,
        bundleType,
        line.type === 'ski_pass' ? 'ski_pass' : null,
      ],
    );
  }
}

/** Sold units leave the stock: a configurable product's chosen option values, otherwise the product. */
async function takeStock(tx: Db, basketId: number): Promise<void> {
  const items = await tx.query<{ product_id: number; qty: number; options: Record<string, number> }>(
    'SELECT product_id, qty, options FROM basket_items WHERE basket_id = $1',
    [basketId],
  );
  for (const item of items) {
    const valueIds = Object.values(item.options);
    const taken =
      valueIds.length > 0
        ? await tx.query('UPDATE product_option_values SET stock = stock - $1 WHERE id = ANY($2::int[]) AND stock >= $1 RETURNING 1', [item.qty, valueIds])
        : await tx.query('UPDATE products SET stock = stock - $1 WHERE id = $2 AND stock >= $1 RETURNING 1', [item.qty, item.product_id]);
    if (taken.length < Math.max(1, valueIds.length)) throw new SoldOut();
  }
}
