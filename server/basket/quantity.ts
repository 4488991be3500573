import { HttpError } from '../http/errors.ts';

export const MESSAGES = {
  atLeastOne: 'Please enter a quantity of at least 1.',
  invalid: 'Please enter a valid quantity.',
  itemGone: 'This item is no longer in your basket.',
  outOfStock: 'This item is out of stock.',
  onlyLeft: (stock: number) => `Only ${stock} left in stock.`,
  signInForPoints: 'Please sign in to use your reward points.',
  pointsBalance: (balance: number) => `You have only ${balance} reward points.`,
  pointsWhole: 'Please enter a whole number of reward points.',
  pointsOverTotal: (max: number) => `You can use at most ${max} reward points on this basket.`,
  couponInvalid: (code: string) => `The coupon code "${code}" is not valid.`,
  couponExpired: 'This coupon has expired.',
  couponMinimum: (amount: string) => `This coupon needs a basket subtotal over ${amount}.`,
  couponEmptyBasket: 'Please add something to your basket before using a coupon.',
} as const;

/**
 * A quantity from the client, a number or a numeric string: a whole number of at least 1.
 * 0, negatives and fractions below 1 → 'at least 1'; anything else that is not a whole number → 'valid'.
 */
export function parseQuantity(raw: number | string): number {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else value = /^\s*[+-]?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) throw new HttpError(400, MESSAGES.invalid);
  if (value < 1) throw new HttpError(400, MESSAGES.atLeastOne);
  if (!Number.isInteger(value)) throw new HttpError(400, MESSAGES.invalid);
  return value;
}

/** Refuses a quantity over the stock: 'Only N left in stock.' (or out of stock when none are left). */
export function checkStock(qty: number, stock: number): void {
  if (qty > stock || stock <= 0) throw stockRefusal(stock);
}

/** The refusal of a quantity over the stock. */
export function stockRefusal(stock: number): HttpError {
  return new HttpError(400, stock <= 0 ? MESSAGES.outOfStock : MESSAGES.onlyLeft(stock));
}
