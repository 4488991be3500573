import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../products.ts';
import { accessories } from '../shopping.ts';
import { SEED_LANGUAGES } from '../text.ts';
import { accessoryDetails, productDetails, type SeedProductDetails } from './index.ts';

const every: [string, SeedProductDetails][] = [
  ...PRODUCTS.map((p): [string, SeedProductDetails] => [p.sku, productDetails(p.id)]),
  ...accessories().map((a): [string, SeedProductDetails] => [a.sku, accessoryDetails(a)]),
];

describe('the demo products’ descriptions and specifications', () => {
  it('describe every product in all six languages, each in its own words', () => {
    for (const [sku, { description }] of every) {
      for (const l of SEED_LANGUAGES) expect(description[l].split(/(?<=\.) /).length, `${sku} ${l}`).toBeGreaterThanOrEqual(2);
      for (const l of SEED_LANGUAGES.filter((l) => l !== 'en')) expect(description[l], `${sku} ${l}`).not.toBe(description.en);
    }
  });

  it('give every product three or more specifications, none empty in any language', () => {
    for (const [sku, { specifications }] of every) {
      expect(specifications.length, sku).toBeGreaterThanOrEqual(3);
      for (const { label, value } of specifications) {
        for (const l of SEED_LANGUAGES) {
          expect(label[l].trim(), `${sku} ${label.en} ${l}`).not.toBe('');
          expect(value[l].trim(), `${sku} ${label.en} ${l}`).not.toBe('');
        }
      }
    }
  });
});
