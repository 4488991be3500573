import type { SeedPrice } from './products.ts';

/*
 * Seed prices are in GBP; a store in another currency gets them converted here and rounded to
 * amounts a shop would show. A currency not in the table gets the euro amounts, so that a store
 * added by configuration alone still seeds.
 */

/** A rough rate: the seed only needs prices that look right. */
const EUR_PER_GBP = 1.18;

/** Units of each currency for one euro (rough rates). */
export const RATES_FROM_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  DKK: 7.46,
  SEK: 11.2,
  CHF: 0.94,
  NOK: 11.7,
  PLN: 4.3,
  CZK: 25.2,
};

/** How a currency's shop prices look: `round` takes a converted amount, `above`/`below` give the next one either side. */
interface Rounding {
  round(amount: number): number;
  above(price: number): number;
  below(price: number): number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Whole units less a fraction: 470.99 EUR, 553.90 CHF. */
const endingIn = (fraction: number): Rounding => ({
  round: (amount) => cents(Math.ceil(amount) - fraction),
  above: (price) => cents(price + 1),
  below: (price) => cents(price - 1),
});

/** Whole units ending in 5 or 9: 4395 DKK, 419 CZK. */
const fiveOrNine: Rounding = {
  round: (amount) => {
    let n = Math.ceil(amount - 1e-9);
    while (n % 10 !== 5 && n % 10 !== 9) n++;
    return n;
  },
  above: (price) => fiveOrNine.round(price + 1),
  below: (price) => (price % 10 === 9 ? price - 4 : price - 6),
};

const ROUNDING: Readonly<Record<string, Rounding>> = {
  EUR: endingIn(0.01),
  CHF: endingIn(0.1),
  DKK: fiveOrNine,
  SEK: fiveOrNine,
  NOK: fiveOrNine,
  PLN: fiveOrNine,
  CZK: fiveOrNine,
};

/** 399 GBP → 470.99 EUR: ending in .99 like shop prices do. */
export function euroPrice(gbp: number): number {
  return ROUNDING.EUR!.round(gbp * EUR_PER_GBP);
}

/** The currency the seed prices a store in: itself when known, else EUR. */
export function seedCurrency(code: string): string {
  const upper = code.toUpperCase();
  return upper === 'GBP' || upper in RATES_FROM_EUR ? upper : 'EUR';
}

/** One GBP amount in a store currency (an unknown currency gets euros). */
export function currencyPrice(gbp: number, currency: string): number {
  const code = seedCurrency(currency);
  if (code === 'GBP') return gbp;
  return ROUNDING[code]!.round(gbp * EUR_PER_GBP * RATES_FROM_EUR[code]!);
}

/**
 * A seed price in a store currency, as the product_prices columns. Rounding can bring two
 * amounts together; the special then goes one step below the price and the rrp one above, so
 * that special < price < rrp still holds.
 */
export function storePrice(seed: SeedPrice, currency: string): { price: number; rrp: number; special_price: number | null } {
  const code = seedCurrency(currency);
  if (code === 'GBP') return { price: seed.price, rrp: seed.rrp, special_price: seed.special ?? null };
  const rounding = ROUNDING[code]!;
  const price = currencyPrice(seed.price, code);
  let rrp = currencyPrice(seed.rrp, code);
  if (seed.rrp > seed.price && rrp <= price) rrp = rounding.above(price);
  let special = seed.special === undefined ? null : currencyPrice(seed.special, code);
  if (special !== null && seed.special! < seed.price && special >= price) special = rounding.below(price);
  return { price, rrp, special_price: special };
}
