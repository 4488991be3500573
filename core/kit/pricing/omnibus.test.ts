import { describe, expect, it } from 'vitest';
import { advertisedReduction, isEuStore, isReducedPrice, lowestPriorPrice, showsLowestPriorPrice, type PricePoint } from './omnibus.ts';
import { loadStores } from '../../store/files.node.ts';
import { resolve } from 'node:path';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const at = (days: number, price: number): PricePoint => ({ price, startsAt: daysAgo(days) });

describe('isEuStore', () => {
  it('is true for the stores in EU member states and false for the UK and Switzerland', () => {
    const { stores } = loadStores(resolve(import.meta.dirname, '../../..'));
    const outside = stores.filter((s) => !isEuStore(s)).map((s) => s.code);
    expect(outside.sort()).toEqual(['ch', 'uk']);
    expect(stores.filter((s) => isEuStore(s)).map((s) => s.code)).toEqual(expect.arrayContaining(['fr', 'de', 'at', 'ie', 'dk', 'se', 'pl', 'gr']));
  });

  it('reads the country code in any case and knows nothing outside the 27', () => {
    expect(isEuStore({ country: 'fr' })).toBe(true);
    expect(isEuStore({ country: 'NO' })).toBe(false);
    expect(isEuStore({ country: 'EL' })).toBe(false);
  });
});

describe('showsLowestPriorPrice', () => {
  const reduced = { price: 499, specialPrice: 429, rrp: 649 };
  it('shows the line beside a reduced price in an EU store once the lowest price is known', () => {
    expect(showsLowestPriorPrice({ country: 'DE' }, reduced, 459)).toBe(true);
    expect(showsLowestPriorPrice({ country: 'DE' }, reduced, undefined)).toBe(false);
    expect(showsLowestPriorPrice({ country: 'DE' }, reduced, null)).toBe(false);
  });

  it('never shows it in the UK or Swiss stores', () => {
    expect(showsLowestPriorPrice({ country: 'GB' }, reduced, 459)).toBe(false);
    expect(showsLowestPriorPrice({ country: 'CH' }, reduced, 459)).toBe(false);
  });

  it('needs a struck-through price higher than what is paid', () => {
    expect(isReducedPrice({ price: 499, specialPrice: null, rrp: 649 })).toBe(true);
    expect(isReducedPrice({ price: 499, specialPrice: null, rrp: 499 })).toBe(false);
    expect(isReducedPrice({ price: 499, specialPrice: 429, rrp: null })).toBe(false);
    expect(showsLowestPriorPrice({ country: 'FR' }, { price: 50, specialPrice: null, rrp: null }, 45)).toBe(false);
  });
});

describe('lowestPriorPrice', () => {
  it('is the lowest price of the 30 days before the current price took effect', () => {
    // 499 since 120 days, a promotion at 459 from 40 to 28 days ago, back to 499, reduced to 429 12 days ago.
    const history = [at(120, 499), at(40, 459), at(28, 499), at(12, 429)];
    expect(lowestPriorPrice(history, now)).toBe(459);
  });

  it('leaves out prices that ended before the 30 days and counts one that ran into them', () => {
    // The 399 ended 43 days ago, more than 30 days before the reduction of 12 days ago.
    expect(lowestPriorPrice([at(60, 399), at(43, 499), at(12, 429)], now)).toBe(499);
    // The 399 ended 41 days ago: it was still charged 29 days before the reduction.
    expect(lowestPriorPrice([at(60, 399), at(41, 499), at(12, 429)], now)).toBe(399);
  });

  it('does not count the current price, nor a future one, and reads the history in any order', () => {
    expect(lowestPriorPrice([at(-5, 100), at(12, 429), at(50, 499)], now)).toBe(499);
  });

  it('is the current price when nothing was charged before it, and null without any price', () => {
    expect(lowestPriorPrice([at(10, 429)], now)).toBe(429);
    expect(lowestPriorPrice([], now)).toBeNull();
    expect(lowestPriorPrice([at(-1, 429)], now)).toBeNull();
  });
});

describe('advertisedReduction', () => {
  const special = { price: 499, specialPrice: 429, rrp: 649 };
  it('is taken against the lowest prior price in an EU store', () => {
    expect(advertisedReduction({ country: 'FR' }, special, 499)).toBe(14);
    expect(advertisedReduction({ country: 'FR' }, special, 429)).toBe(0);
  });

  it('advertises nothing in an EU store when the prior price is unknown or lower than what is paid', () => {
    expect(advertisedReduction({ country: 'DK' }, special, null)).toBe(0);
    expect(advertisedReduction({ country: 'DK' }, special, undefined)).toBe(0);
    expect(advertisedReduction({ country: 'ES' }, { price: 388.99, specialPrice: null, rrp: 539.99 }, 357.99)).toBe(0);
  });

  it('is taken against the recommended retail price outside the EU', () => {
    expect(advertisedReduction({ country: 'GB' }, special, 499)).toBe(33);
    expect(advertisedReduction({ country: 'CH' }, { price: 10, specialPrice: null, rrp: null }, 12)).toBe(0);
  });

  it('works in cents, so a price of 0.1 + 0.2 is not a cent off', () => {
    expect(advertisedReduction({ country: 'GB' }, { price: 0.3, specialPrice: null, rrp: 0.1 + 0.2 }, null)).toBe(0);
  });
});
