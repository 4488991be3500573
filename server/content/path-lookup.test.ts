import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-support.ts';
import { brandAliasPath, normalisePath } from './path-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (query: string, host = 'localhost') => t.app.inject({ method: 'GET', url: `/api/path-lookup?${query}`, headers: { host } });

describe('GET /api/path-lookup', () => {
  it('finds a category, with or without a trailing slash', async () => {
    for (const path of ['/ski/skis', '/ski/skis/']) {
      const reply = await lookup(`path=${encodeURIComponent(path)}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ pageType: 'category', entityId: 3956, redirect: null, metadata: {} });
    }
  });

  it('finds a brand page with its brand page id, and a CMS page with its identifier', async () => {
    expect((await lookup('path=/brand/rossignol')).json()).toEqual({ pageType: 'brand', entityId: 1, redirect: null, metadata: { brandPageId: 501 } });
    expect((await lookup('path=/about-us')).json()).toMatchObject({ pageType: 'cms', metadata: { identifier: 'about-us' } });
  });

  it('finds a brand page by its aliases /shop/{brand} and /brand-new/{brand}, and nothing else through them', async () => {
    const brand = (await lookup('path=/brand/rossignol')).json();
    expect((await lookup('path=/shop/rossignol')).json()).toEqual(brand);
    expect((await lookup('path=/brand-new/rossignol/')).json()).toEqual(brand);
    expect((await lookup('path=/shop/no-such-brand')).statusCode).toBe(404);
    expect((await lookup('path=/shop/rossignol/skis')).statusCode).toBe(404);
    expect(brandAliasPath('/brand-new/atomic')).toBe('/brand/atomic');
    expect(brandAliasPath('/shopping/atomic')).toBeNull();
  });

  it('finds the New Season listing at /new in every store', async () => {
    for (const host of ['localhost', 'fr.localhost', 'de.localhost']) {
      expect((await lookup('path=/new', host)).json()).toEqual({ pageType: 'category', entityId: null, redirect: null, metadata: { saleType: 5 } });
    }
  });

  it('finds the blog archive, its posts and the advice page in English stores only', async () => {
    for (const path of ['/archived/blog', '/archived/blog/wax-your-skis-at-home', '/advice']) {
      expect((await lookup(`path=${path}`)).json(), path).toMatchObject({ pageType: 'cms', metadata: { identifier: expect.any(String) } });
      expect((await lookup(`path=${path}`, 'fr.localhost')).statusCode, path).toBe(404);
      expect((await lookup(`path=${path}`, 'de.localhost')).statusCode, path).toBe(404);
    }
  });

  it('gives internal and external redirects', async () => {
    expect((await lookup('path=/old-skis')).json()).toEqual({ pageType: null, entityId: null, redirect: { url: '/ski/skis', type: 'internal' }, metadata: {} });
    expect((await lookup('path=/partner-shop')).json().redirect).toEqual({ url: 'https://example.com/', type: 'external' });
  });

  it('answers an unknown page type as is (the client sends it to /404)', async () => {
    expect((await lookup('path=/legacy-widget')).json()).toMatchObject({ pageType: 'widget', redirect: null });
  });

  it('answers 404 JSON for an unknown path', async () => {
    const reply = await lookup('path=/no/such/page');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorBody(reply.json(), 404).message).toContain('/no/such/page');
  });

  it('uses the host store, or the storeId given', async () => {
    expect((await lookup('path=/ski/chaussures-de-ski', 'fr.localhost:3000')).json().entityId).toBe(3955);
    expect((await lookup('path=/ski/chaussures-de-ski')).statusCode).toBe(404);
    expect((await lookup('path=/ski/chaussures-de-ski&storeId=13')).json().entityId).toBe(3955);
    expect((await lookup('path=/old-skis&storeId=11')).json().redirect.url).toBe('/ski/alpinski');
  });

  it('answers 400 or 404, never 500, for bad input', async () => {
    expect((await lookup('path=/ski&storeId=abc')).statusCode).toBe(400);
    expect((await lookup('storeId=1')).statusCode).toBe(400);
    expect((await lookup('path=')).statusCode).toBe(400);
    expect((await lookup(`path=/${'a'.repeat(3000)}`)).statusCode).toBe(400);
    expect((await lookup('path=/ski&storeId=99999999999999')).statusCode).toBe(400);
    expect((await lookup('path=/ski%00skis')).statusCode).toBe(400);
    expect((await lookup('path=%F0%9F%8F%82')).statusCode).toBe(404);
  });
});

describe('normalisePath', () => {
  it('stores one form of each path', () => {
    expect(normalisePath('/ski/skis/')).toBe('/ski/skis');
    expect(normalisePath('ski/skis')).toBe('/ski/skis');
    expect(normalisePath('//ski//')).toBe('/ski');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/ski?x=1#top')).toBe('/ski');
    expect(normalisePath('/a\0b')).toBeNull();
  });
});
