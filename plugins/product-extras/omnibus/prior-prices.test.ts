import { describe, expect, it, vi } from 'vitest';
import { createPriorPrices } from './prior-prices.ts';

describe('createPriorPrices', () => {
  it('asks for the products of one moment in one request, each once', async () => {
    const fetchBatch = vi.fn(async (ids: number[]) => new Map(ids.filter((id) => id !== 3).map((id) => [id, id * 10])));
    const prices = createPriorPrices(fetchBatch, 1);
    const found = await Promise.all([prices.get(1), prices.get(2), prices.get(3), prices.get(1)]);
    expect(found).toEqual([10, 20, null, 10]);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fetchBatch).toHaveBeenCalledWith([1, 2, 3]);
    expect(await prices.get(2)).toBe(20);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
  });

  it('splits a long page into requests of 42 and treats a failed one as nothing found', async () => {
    const fetchBatch = vi.fn(async (ids: number[]) => {
      if (ids.includes(50)) throw new Error('offline');
      return new Map(ids.map((id) => [id, 1]));
    });
    const prices = createPriorPrices(fetchBatch, 1);
    const found = await Promise.all(Array.from({ length: 60 }, (_, i) => prices.get(i + 1)));
    expect(fetchBatch.mock.calls.map(([ids]) => ids.length)).toEqual([42, 18]);
    expect(found.slice(0, 42).every((p) => p === 1)).toBe(true);
    expect(found.slice(42).every((p) => p === null)).toBe(true);
  });
});
