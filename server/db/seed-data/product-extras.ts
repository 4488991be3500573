import type { SeedPrice } from './products.ts';

/*
 * The product pages' extras in the demo: which products go together, the stock on its way,
 * and how prices went over the last months (the EU prior price is read from that history).
 */

/** Products shown as related to another one, in order: a ski with its bindings, boots and poles... */
export const RELATIONS: Record<number, number[]> = {
  1001: [1010, 1004, 1006, 1007, 1018],
  1002: [1010, 1005, 1006, 1007],
  1003: [1011, 1004, 1006, 1012],
  1004: [1001, 1010, 1118, 1119],
  1005: [1002, 1010, 1118, 1119],
  1006: [1001, 1003, 1009],
  1007: [1018, 1001, 1016, 1100],
  1008: [1016, 1018, 1007, 1124],
  1009: [1011, 1013, 1006],
  1010: [1001, 1002, 1004, 1005],
  1011: [1003, 1009, 1012],
  1012: [1004, 1007, 1018],
  1013: [1007, 1018, 1115],
  1014: [1015, 1012, 1007],
  1015: [1014, 1013],
  1016: [1017, 1124, 1136, 1018],
  1017: [1016, 1112, 1124],
  1018: [1007, 1016, 1100],
};

export interface SeedDelivery {
  productId: number;
  /** The option value's index in its option (sizes), or null for the product itself. */
  value: { optionId: number; index: number } | null;
  quantity: number;
  /** Days from the seed date. */
  inDays: number;
}

/** Incoming stock: the sold-out first sizes of several products, and the last accessory (sold out). */
export const DELIVERIES: SeedDelivery[] = [
  { productId: 1001, value: { optionId: 101, index: 0 }, quantity: 6, inDays: 9 },
  { productId: 1004, value: { optionId: 104, index: 0 }, quantity: 4, inDays: 14 },
  { productId: 1005, value: { optionId: 105, index: 0 }, quantity: 3, inDays: 21 },
  { productId: 1007, value: { optionId: 107, index: 0 }, quantity: 10, inDays: 6 },
  { productId: 1016, value: { optionId: 116, index: 0 }, quantity: 8, inDays: 12 },
  { productId: 1016, value: { optionId: 116, index: 0 }, quantity: 8, inDays: 40 },
  { productId: 1147, value: null, quantity: 20, inDays: 10 },
];

/** One past price of a seed product, in GBP like the seed prices, from `daysAgo` until the next. */
export interface SeedHistoryPoint {
  daysAgo: number;
  gbp: number;
}

/**
 * How a product's price went: its regular price for four months; a product on special has had
 * it for 12 days, and every third of those had a short promotion (8 % off) 75 to 60 days ago,
 * before the 30 days that set its prior price. So a reduced price is never above the lowest
 * price of the 30 days before it (EU Omnibus). The last point is always today's paid price,
 * so the history meets product_prices.
 */
export function priceHistory(price: SeedPrice, productId: number): SeedHistoryPoint[] {
  const points: SeedHistoryPoint[] = [{ daysAgo: 120, gbp: price.price }];
  if (price.special === undefined) return points;
  if (productId % 3 === 0) {
    points.push({ daysAgo: 75, gbp: Math.round(price.price * 0.92) }, { daysAgo: 60, gbp: price.price });
  }
  points.push({ daysAgo: 12, gbp: price.special });
  return points;
}
