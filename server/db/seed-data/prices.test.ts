import { describe, expect, it } from 'vitest';
import { currencyPrice, euroPrice, RATES_FROM_EUR, seedCurrency, storePrice } from './prices.ts';
import { PRODUCTS, type SeedPrice } from './products.ts';
import { accessories } from './shopping.ts';

const SEED_PRICES: SeedPrice[] = [...PRODUCTS.map((p) => p.price), ...accessories().map((a) => a.price)];
const CURRENCIES = ['GBP', 'EUR', 'DKK', 'SEK', 'CHF', 'NOK', 'PLN', 'CZK'];
const WHOLE_UNITS = ['DKK', 'SEK', 'NOK', 'PLN', 'CZK'];

describe('seed prices per currency', () => {
  it('keeps GBP as seeded and EUR as euroPrice gave them (ceil(gbp * 1.18) - 0.01)', () => {
    for (const seed of SEED_PRICES) {
      expect(storePrice(seed, 'GBP')).toEqual({ price: seed.price, rrp: seed.rrp, special_price: seed.special ?? null });
      const euros = (gbp: number) => Math.ceil(gbp * 1.18) - 0.01;
      expect(storePrice(seed, 'EUR')).toEqual({
        price: euros(seed.price),
        rrp: euros(seed.rrp),
        special_price: seed.special === undefined ? null : euros(seed.special),
      });
    }
    expect(euroPrice(399)).toBe(470.99);
    expect(storePrice({ price: 499, rrp: 649, special: 429 }, 'EUR')).toEqual({ price: 588.99, rrp: 765.99, special_price: 506.99 });
    expect(storePrice({ price: 14, rrp: 22 }, 'EUR')).toEqual({ price: 16.99, rrp: 25.99, special_price: null });
  });

  it('covers the Nordic, Swiss, Polish and Czech currencies', () => {
    expect(Object.keys(RATES_FROM_EUR).sort()).toEqual(['CHF', 'CZK', 'DKK', 'EUR', 'NOK', 'PLN', 'SEK']);
    expect(storePrice({ price: 499, rrp: 649, special: 429 }, 'DKK')).toEqual({ price: 4395, rrp: 5715, special_price: 3779 });
    expect(storePrice({ price: 499, rrp: 649, special: 429 }, 'CHF')).toEqual({ price: 553.9, rrp: 719.9, special_price: 475.9 });
    expect(currencyPrice(14, 'SEK')).toBe(189);
    expect(currencyPrice(14, 'CZK')).toBe(419);
  });

  it('gives shop-like amounts near the rate', () => {
    for (const currency of CURRENCIES.filter((c) => c !== 'GBP')) {
      for (const seed of SEED_PRICES) {
        const amount = currencyPrice(seed.price, currency);
        const exact = seed.price * 1.18 * RATES_FROM_EUR[currency]!;
        expect(Math.abs(amount - exact) / exact, `${seed.price} GBP in ${currency}`).toBeLessThan(0.1);
        if (WHOLE_UNITS.includes(currency)) expect([5, 9], `${amount} ${currency}`).toContain(amount % 10);
        else if (currency === 'CHF') expect(amount.toFixed(2)).toMatch(/\.90$/);
        else expect(amount.toFixed(2)).toMatch(/\.99$/);
      }
    }
  });

  it('keeps special < price < rrp in every currency', () => {
    for (const currency of CURRENCIES) {
      for (const seed of SEED_PRICES) {
        const { price, rrp, special_price } = storePrice(seed, currency);
        expect(price, `${JSON.stringify(seed)} ${currency}`).toBeLessThan(rrp);
        if (seed.special !== undefined) expect(special_price!, `${JSON.stringify(seed)} ${currency}`).toBeLessThan(price);
      }
    }
  });

  it('keeps the order when rounding brings amounts together', () => {
    // About 10.1 PLN each, all three round to 15: the special steps below, the rrp above.
    for (const currency of CURRENCIES) {
      const { price, rrp, special_price } = storePrice({ price: 2.0, rrp: 2.01, special: 1.99 }, currency);
      expect(special_price!, currency).toBeLessThan(price);
      expect(price, currency).toBeLessThan(rrp);
      expect(special_price!, currency).toBeGreaterThan(0);
    }
    expect(storePrice({ price: 2.0, rrp: 2.01, special: 1.99 }, 'PLN')).toEqual({ price: 15, rrp: 19, special_price: 9 });
  });

  it('prices an unknown currency in euros', () => {
    expect(seedCurrency('USD')).toBe('EUR');
    expect(seedCurrency('dkk')).toBe('DKK');
    for (const seed of SEED_PRICES) {
      expect(storePrice(seed, 'USD')).toEqual(storePrice(seed, 'EUR'));
      expect(storePrice(seed, 'HUF')).toEqual(storePrice(seed, 'EUR'));
    }
    expect(currencyPrice(399, 'XYZ')).toBe(470.99);
  });
});
