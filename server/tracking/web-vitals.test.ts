import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { vitalsP75 } from './web-vitals-store.ts';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { [CLIENT_HEADER]: '1', 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const batch = (pageType: string, lcp: number) => ({
  storeId: 1,
  pageType,
  metrics: [
    { name: 'LCP', value: lcp, rating: lcp <= 2500 ? 'good' : 'poor' },
    { name: 'CLS', value: 0.02, rating: 'good' },
  ],
});

describe('POST /api/vitals', () => {
  it('answers 204 without a body and keeps each metric for the p75 per page type', async () => {
    for (const lcp of [1000, 2000, 3000, 4000]) {
      const reply = await post(batch('product', lcp));
      expect(reply.statusCode).toBe(204);
      expect(reply.body).toBe('');
    }
    expect((await post(batch('home', 900))).statusCode).toBe(204);
    const p75 = await vitalsP75(t.db, 1);
    expect(p75).toContainEqual({ pageType: 'product', name: 'LCP', p75: 3250, samples: 4 });
    expect(p75).toContainEqual({ pageType: 'home', name: 'LCP', p75: 900, samples: 1 });
    expect(await vitalsP75(t.db, 2)).toEqual([]);
  });

  it.each([
    ['an unknown metric', { ...batch('home', 1), metrics: [{ name: 'FID', value: 10, rating: 'good' }] }],
    ['a negative value', { ...batch('home', -5) }],
    ['a value past ten minutes', { ...batch('home', 600_001) }],
    ['a value that is not a number', { ...batch('home', 1), metrics: [{ name: 'LCP', value: 'fast', rating: 'good' }] }],
    ['a CLS score out of range', { ...batch('home', 1), metrics: [{ name: 'CLS', value: 101, rating: 'poor' }] }],
    ['an unknown rating', { ...batch('home', 1), metrics: [{ name: 'LCP', value: 10, rating: 'great' }] }],
    ['no metrics', { ...batch('home', 1), metrics: [] }],
    ['a page type that is not a name', batch('<script>', 1)],
    ['another store than the one asked', { ...batch('home', 1), storeId: 2 }],
    ['no store', { pageType: 'home', metrics: batch('home', 1).metrics }],
  ])('answers 400 JSON for %s', async (_, payload) => {
    const reply = await post(payload);
    expect(reply.statusCode).toBe(400);
    expectErrorBody(reply.json(), 400);
  });

  it('answers 400 JSON for a body that is not JSON', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { [CLIENT_HEADER]: '1', 'content-type': 'application/json' },
      payload: '{"storeId":',
    });
    expect(reply.statusCode).toBe(400);
    expectErrorBody(reply.json(), 400);
  });
});
