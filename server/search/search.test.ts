import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catProductsEs } from '../../contracts/catalog.ts';
import { predictiveSearch, searchRecent, searchUrl, underSearchSales } from '../../contracts/search.ts';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';
import { memberClient } from '../test-support/members-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = <E extends EndpointDef>(endpoint: E, url: string, host = 'localhost') => getParsed(t, endpoint, url, host);

const predict = async (q: string, storeId = 1, host = 'localhost') =>
  (await get(predictiveSearch, `/api/predictive-search-v2?storeId=${storeId}&q=${encodeURIComponent(q)}`, host)).data;
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('predictive-search-v2', () => {
  it('finds a brand by the first letters of its name, with its page', async () => {
    const { brands } = await predict('ros');
    expect(brands[0]).toEqual({ order: 1, title: 'Rossignol', url: '/brand/rossignol' });
  });

  it('names a brand by any typed word, and product types only by all of them', async () => {
    const found = await predict('salomon goggles');
    expect(titles(found.brands)).toEqual(['Salomon']);
    expect(titles(found.productTypes)).toEqual(['Goggles']);
    expect(titles((await predict('summit pass')).brands)).toEqual(['Summit Pass', 'Summit']);
  });

  it('corrects a typo from the words of the catalog', async () => {
    expect(titles((await predict('rosignol')).brands)).toEqual(['Rossignol']);
    expect(titles((await predict('salomn')).brands)).toEqual(['Salomon']);
  });

  it('offers product types named like the term, then those of matching products, in the store language', async () => {
    const { productTypes } = await predict('ski boo');
    expect(productTypes[0]).toMatchObject({ order: 1, title: 'Ski boots', url: '/ski/ski-boots' });
    const hero = await predict('hero');
    // No category is called "hero"; Rossignol Hero skis and jacket are skis and ski jackets.
    expect(titles(hero.productTypes).sort()).toEqual(['Ski jackets', 'Skis']);
    const french = await predict('chaussures', 13, 'fr.localhost');
    expect(french.productTypes[0]).toMatchObject({ title: 'Chaussures de ski', url: '/ski/chaussures-de-ski' });
    // A name that begins with the term comes before one that only contains it ("chaussettes").
    expect(titles((await predict('chau', 13, 'fr.localhost')).productTypes)[0]).toBe('Chaussures de ski');
  });

  it('ignores accents and case both ways', async () => {
    expect(titles((await predict('BATONS', 13, 'fr.localhost')).productTypes)).toContain('Bâtons de ski');
    expect(titles((await predict('skistöcke', 11, 'de.localhost')).productTypes)).toContain('Skistöcke');
  });

  it('answers empty groups for a term nothing matches and for punctuation alone', async () => {
    expect(await predict('zzzz')).toEqual({ brands: [], productTypes: [], products: [], productsTotal: 0 });
    expect(await predict('!!! ???')).toEqual({ brands: [], productTypes: [], products: [], productsTotal: 0 });
    expect(await predict(":* & | ! ( ) 'x")).toBeDefined();
  });

  it('suggests the first products, one per model, with the count of models and no prices', async () => {
    const gloves = await predict('gloves');
    expect(gloves.products.length).toBeGreaterThan(0);
    expect(gloves.products.length).toBeLessThanOrEqual(4);
    expect(gloves.productsTotal).toBeGreaterThanOrEqual(gloves.products.length);
    // The sizes of one model are one suggestion: no name twice.
    const names = gloves.products.map((product) => `${product.brandName} ${product.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const product of gloves.products) {
      expect(product.url).toMatch(/^\/catalog\/product\/view\/id\/\d+$/);
      expect(product).not.toHaveProperty('price');
    }
    // In the store's language.
    const french = await predict('veste', 13, 'fr.localhost');
    expect(french.products.length).toBeGreaterThan(0);
    expect(await predict('zzzzqx')).toMatchObject({ products: [], productsTotal: 0 });
  });

  it('refuses an empty or oversized term with a 400', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(101)]) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/predictive-search-v2?storeId=1&q=${q}` });
      expect(reply.statusCode, q).toBe(400);
      expectErrorBody(reply.json(), 400);
    }
  });
});

describe('search-url', () => {
  const url = async (term: string, storeId = 1, host = 'localhost') =>
    (await get(searchUrl, `/api/search-url?storeId=${storeId}&term=${encodeURIComponent(term)}`, host)).url;

  it('sends a brand, category or live sale name to its page, case and accents aside', async () => {
    expect(await url('Rossignol')).toBe('/brand/rossignol');
    expect(await url(' skis ')).toBe('/ski/skis');
    expect(await url('ski flash sale')).toBe('/event/ski-flash-sale');
    expect(await url('batons de ski', 13, 'fr.localhost')).toBe('/ski/batons-de-ski');
  });

  it('sends anything else to the results page', async () => {
    expect(await url('red jacket')).toBe('/search?s=red+jacket');
    // "Skis" is "Alpinski" in the German store.
    expect(await url('skis', 11, 'de.localhost')).toBe('/search?s=skis');
  });
});

describe('cat-products-es with q', () => {
  const search = async (q: string, storeId = 1, host = 'localhost') =>
    get(catProductsEs, `/api/cat-products-es?storeId=${storeId}&q=${encodeURIComponent(q)}`, host);

  it('lists the matching products, best match first, with a search title', async () => {
    const reply = await search('rossignol hero');
    expect(reply.title).toBe('Search results');
    expect(reply.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Rossignol Hero ski jacket', 'Rossignol Hero Junior skis 130 cm']));
    expect(reply.total).toBe(reply.items.length);
    expect(reply.items.every((i) => i.brandName === 'Rossignol')).toBe(true);
  });

  it('stems in the store language: "jackets" finds the jacket, "vestes" the French one', async () => {
    expect((await search('jackets')).items.map((i) => i.name)).toContain('Rossignol Hero ski jacket');
    const french = await search('vestes', 13, 'fr.localhost');
    expect(french.title).toBe('Résultats de recherche');
    expect(french.items.map((i) => i.name)).toContain('Veste de ski Rossignol Hero');
  });

  it('finds nothing for an unknown term', async () => {
    const reply = await search('zzzz');
    expect(reply).toMatchObject({ total: 0, items: [], pagesCount: 0 });
  });

  it('keeps to the products of the store: a product without a price there is not found', async () => {
    await t.db.query("DELETE FROM product_prices WHERE store_id = 1 AND product_id IN (SELECT id FROM products WHERE name->>'en' = 'Burton Custom snowboard')");
    try {
      // Results read the prices as they are; suggestions once the index is rebuilt from the catalog.
      expect((await search('burton custom')).total).toBe(0);
      await rebuildSearchIndex(t.db, [{ storeId: 1, language: 'en' }]);
      expect(titles((await predict('burton')).brands)).toEqual([]);
      expect(titles((await predict('burton')).productTypes)).toEqual([]);
    } finally {
      await t.db.query(
        "INSERT INTO product_prices (product_id, store_id, price, rrp) SELECT id, 1, 300, 400 FROM products WHERE name->>'en' = 'Burton Custom snowboard'",
      );
      await rebuildSearchIndex(t.db, [{ storeId: 1, language: 'en' }]);
    }
    expect(titles((await predict('burto')).brands)).toEqual(['Burton']);
  });

  it('is rebuilt from the catalog: a renamed product is found by its new name', async () => {
    await t.db.query("UPDATE products SET name = jsonb_set(name, '{en}', '\"Look Pivot bindings\"') WHERE name->>'en' = 'Look NX 12 bindings'");
    await rebuildSearchIndex(t.db, [{ storeId: 1, language: 'en' }]);
    expect((await search('pivot')).items.map((i) => i.name)).toEqual(['Look Pivot bindings']);
  });
});

describe('under-search-sales', () => {
  it('lists the live sales of the store, soonest ending first, up to the limit', async () => {
    const { sales } = await get(underSearchSales, '/api/under-search-sales?storeId=1&groupId=1&limit=12');
    expect(sales.map((s) => s.eventId).sort()).toEqual([101, 102, 103]);
    expect(sales[0]).toMatchObject({ url: expect.stringMatching(/^\/event\//), endDate: expect.any(String) });
    const ends = sales.map((s) => Date.parse(s.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect((await get(underSearchSales, '/api/under-search-sales?storeId=1&limit=1')).sales).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/under-search-sales?storeId=1&limit=13' })).statusCode).toBe(400);
  });
});

describe('recent searches', () => {
  it('keeps a member’s searches, newest first, one per term, with where a named term leads', async () => {
    const member = memberClient(t.app);
    expect((await member.login(DEMO_MEMBER.email, DEMO_MEMBER.password)).status).toBe(200);
    for (const [term, count] of [
      ['red jacket', 0],
      ['Rossignol', 7],
      ['RED JACKET', 2],
    ] as const) {
      const saved = await member.call('POST', '/api/search-save', { term, results_count: count });
      expect(saved.status).toBe(200);
      expect(saved.json()).toEqual({ saved: true });
    }
    const reply = await member.call('GET', '/api/search-recent?limit=100');
    expect(z.parse(searchRecent.reply, reply.json()).searches.slice(0, 2)).toEqual([
      { term: 'RED JACKET', url: null },
      { term: 'Rossignol', url: '/brand/rossignol' },
    ]);
    // Another device: another session of the same member.
    const other = memberClient(t.app, '203.0.113.8');
    await other.login(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(z.parse(searchRecent.reply, (await other.call('GET', '/api/search-recent')).json()).searches[0]).toEqual({ term: 'RED JACKET', url: null });
  });

  it('answers a guest with 401 and counts a guest’s search without storing a session', async () => {
    const guest = memberClient(t.app);
    expect((await guest.call('GET', '/api/search-recent')).status).toBe(401);
    expect((await guest.call('POST', '/api/search-save', { term: 'skis', results_count: 3 })).status).toBe(401);
    const [before] = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM search_log WHERE term = 'guest term'");
    const saved = await guest.call('POST', '/api/search-save-nonauth', { term: 'guest term', results_count: 3 });
    expect(saved.status).toBe(200);
    expect(saved.cookie).toBeUndefined();
    const [after] = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM search_log WHERE term = 'guest term'");
    expect(after!.n).toBe(before!.n + 1);
    expect((await guest.call('POST', '/api/search-save-nonauth', { term: '   ', results_count: 3 })).status).toBe(400);
    expect((await guest.call('POST', '/api/search-save-nonauth', { term: 'x', results_count: -1 })).status).toBe(400);
  });
});

describe('search in a store whose language is not the catalog’s', () => {
  it('also finds products by their English name, shown in the store language', async () => {
    const reply = await get(catProductsEs, '/api/cat-products-es?storeId=13&q=jacket', 'fr.localhost');
    expect(reply.items.map((i) => i.name)).toEqual(['Veste de ski Rossignol Hero']);
  });
});
