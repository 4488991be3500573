/*
 * The EU price-indication rule (Directive 98/6/EC art. 6a, the "Omnibus" directive): a shop in
 * the EU that announces a price reduction shows the lowest price it charged in the 30 days before
 * the reduction. It binds the shops in the EU member states only, so the UK and Swiss stores do
 * not show the line. The storefront, the reference server and the tests all ask these functions.
 */

/** The 27 EU member states (ISO 3166-1 alpha-2; Greece is GR, not the EU's own EL). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** Whether a store sells in an EU member state (its `country`), where the rule applies. */
export function isEuStore(store: { country: string }): boolean {
  return EU_MEMBER_STATES.has(store.country.toUpperCase());
}

/** The price facts a reduced price is shown with: what is paid and the struck-through reference price. */
export interface ShownPrice {
  price: number;
  specialPrice: number | null;
  rrp: number | null;
}

/** What a shopper pays: the special price when there is one. */
export const paidPrice = (price: ShownPrice): number => price.specialPrice ?? price.price;

/** A price is shown as reduced when a higher reference price is struck through beside it. */
export function isReducedPrice(price: ShownPrice): boolean {
  return price.rrp !== null && price.rrp > paidPrice(price);
}

/**
 * Whether the "lowest price in the 30 days before the reduction" line goes beside this price:
 * in an EU store, next to every reduced price, once the lowest price is known.
 */
export function showsLowestPriorPrice(store: { country: string }, price: ShownPrice, lowestPrior: number | null | undefined): lowestPrior is number {
  return isEuStore(store) && isReducedPrice(price) && typeof lowestPrior === 'number';
}

/** Days before a reduction whose prices count (art. 6a(2): not shorter than 30 days). */
export const PRIOR_PRICE_DAYS = 30;

/** One stored price of a product in a store, in effect from `startsAt` until the next one. */
export interface PricePoint {
  price: number;
  startsAt: Date;
}

/**
 * The prior price of the price in effect at `now`: the lowest price in effect at any moment of
 * the 30 days before the current price took effect. When the history holds nothing from that
 * period (a product new to the store), it is the current price itself: nothing was cheaper.
 * Null when no price is in effect at `now`.
 */
export function lowestPriorPrice(history: readonly PricePoint[], now: Date, days = PRIOR_PRICE_DAYS): number | null {
  const points = [...history].filter((p) => p.startsAt.getTime() <= now.getTime()).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const current = points.at(-1);
  if (!current) return null;
  const windowStart = current.startsAt.getTime() - days * 24 * 60 * 60 * 1000;
  let lowest: number | null = null;
  for (let i = 0; i < points.length - 1; i++) {
    const endsAt = points[i + 1]!.startsAt.getTime();
    // In effect from its start until the next price: it counts when that stretch reaches into the window.
    if (endsAt <= windowStart || endsAt === points[i]!.startsAt.getTime()) continue;
    lowest = lowest === null ? points[i]!.price : Math.min(lowest, points[i]!.price);
  }
  return lowest ?? current.price;
}

/**
 * The reduction a badge advertises, in whole percent (rounded down): against the lowest prior
 * price in an EU store (art. 6a: a reduction is announced against that price), against the
 * recommended retail price elsewhere. 0 when the reference is unknown or not above the paid price.
 */
export function advertisedReduction(store: { country: string }, price: ShownPrice, lowestPrior: number | null | undefined): number {
  const reference = isEuStore(store) ? lowestPrior : price.rrp;
  if (reference === null || reference === undefined) return 0;
  const referenceCents = Math.round(reference * 100);
  const paidCents = Math.round(paidPrice(price) * 100);
  if (referenceCents <= 0 || paidCents >= referenceCents) return 0;
  return Math.floor(((referenceCents - paidCents) * 100) / referenceCents);
}
