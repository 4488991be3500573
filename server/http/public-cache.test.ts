import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';
import { createPublicCache, isFresh } from './public-cache.ts';

describe('the public reply cache', () => {
  it('computes once per key while fresh, shares a computation in flight, and expires', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createPublicCache(() => clock, 1000);
    const compute = async () => ({ n: ++computed });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(computed).toBe(1);
    expect(a).toBe(b);
    expect(JSON.parse(a.body)).toEqual({ n: 1 });
    clock = 999;
    await cache.get('k', compute);
    expect(computed).toBe(1);
    clock = 1000;
    expect(JSON.parse((await cache.get('k', compute)).body)).toEqual({ n: 2 });
    expect((await cache.get('other', compute)).etag).not.toBe(a.etag);
  });

  it('keeps its bodies within a size budget, dropping the oldest', async () => {
    let computed = 0;
    const cache = createPublicCache(Date.now, 60_000, 100);
    const compute = async () => ({ n: ++computed, pad: 'x'.repeat(30) }); // about 45 characters each
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute); // over 100: 'a' goes
    await cache.get('b', compute);
    expect(computed).toBe(3);
    await cache.get('a', compute);
    expect(computed).toBe(4);
  });

  it('keeps no failure', async () => {
    const cache = createPublicCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(JSON.parse((await cache.get('k', async () => 'ok')).body)).toBe('ok');
  });

  it('reads If-None-Match lists, weak tags and *', () => {
    expect(isFresh('"a", "b"', '"b"')).toBe(true);
    expect(isFresh('W/"b"', '"b"')).toBe(true);
    expect(isFresh('*', '"b"')).toBe(true);
    expect(isFresh('"a"', '"b"')).toBe(false);
    expect(isFresh(undefined, '"b"')).toBe(false);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public reads over HTTP', () => {
  it('home data: the same body for every visitor of a store, one database read, an ETag and 304 for a client that has it', async () => {
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/hp-data?storeId=1', headers });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const spy = vi.spyOn(t.db, 'query');
    const again = await get({ cookie: 'summit_sid=someone-else' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(again.body).toBe(first.body);
    const revalidated = await get({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/hp-data?storeId=13' })).headers.etag).not.toBe(etag);
  });

  it('never caches what belongs to a visitor: session and basket stay private, no-store', async () => {
    for (const url of ['/api/session', '/api/basket-data?default_shipping=1']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.headers['cache-control'], url).toBe('private, no-store');
      expect(reply.headers.etag, url).toBeUndefined();
    }
  });
});
