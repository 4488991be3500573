import { describe, expect, it } from 'vitest';
import { lowestPriorPrice } from '../../../core/kit/pricing/omnibus.ts';
import { accessories } from './shopping.ts';
import { priceHistory } from './product-extras.ts';
import { PRODUCTS } from './products.ts';

const now = new Date('2026-11-25T12:00:00Z');

describe('the seeded price history', () => {
  it('never advertises a reduced price above the lowest price of the 30 days before it (EU Omnibus)', () => {
    for (const { id, price } of [...PRODUCTS, ...accessories()]) {
      const points = priceHistory(price, id).map((p) => ({ price: p.gbp, startsAt: new Date(now.getTime() - p.daysAgo * 86_400_000) }));
      const paid = price.special ?? price.price;
      expect(points.at(-1)?.price, `product ${id} ends at its paid price`).toBe(paid);
      expect(lowestPriorPrice(points, now), `product ${id}`).toBeGreaterThanOrEqual(paid);
    }
  });

  it('gives a product on special its regular price as the prior price', () => {
    const onSpecial = PRODUCTS.filter((p) => p.price.special !== undefined);
    expect(onSpecial.length).toBeGreaterThan(2);
    for (const { id, price } of onSpecial) {
      const points = priceHistory(price, id).map((p) => ({ price: p.gbp, startsAt: new Date(now.getTime() - p.daysAgo * 86_400_000) }));
      expect(lowestPriorPrice(points, now)).toBe(price.price);
    }
  });
});
