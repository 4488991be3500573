import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catSubcategories, categoryUrl } from '../../contracts/categories.ts';
import { singleProduct } from '../../contracts/catalog.ts';
import {
  getStockDelivery,
  getStockMessages,
  omnibusPrices,
  productsRecommended,
  productsRelated,
  productsRelatedBrand,
  relatedSales,
} from '../../contracts/product-extras.ts';
import { sizeGuide } from '../../contracts/size-guide.ts';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { storePrice } from '../db/seed-data/prices.ts';
import { PRODUCTS } from '../db/seed-data/products.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = <E extends EndpointDef>(endpoint: E, url: string) => getParsed(t, endpoint, url);

async function expectError(url: string, status: number): Promise<void> {
  const reply = await t.app.inject({ method: 'GET', url });
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expectErrorBody(reply.json(), status);
}

const seedPrice = (id: number) => PRODUCTS.find((p) => p.id === id)!.price;

describe('omnibus-prices', () => {
  it('gives the lowest price of the 30 days before the current price, from the seeded history', async () => {
    const uk = await get(omnibusPrices, '/api/omnibus-prices?storeId=1&productIds=1001,1002,1008');
    // 1001: 499 for months, on special at 429 for 12 days. 1002: 549 all along, nothing before it.
    // 1008: a promotion at 422 ended 60 days ago, before the 30 days that precede the special of 12 days ago.
    expect(uk).toEqual({
      currency: 'GBP',
      items: [
        { productId: 1001, lowestPrice: 499, days: 30 },
        { productId: 1002, lowestPrice: 549, days: 30 },
        { productId: 1008, lowestPrice: 459, days: 30 },
      ],
    });
  });

  it('speaks the store currency', async () => {
    const fr = await get(omnibusPrices, '/api/omnibus-prices?storeId=13&productIds=1001,1008');
    expect(fr.currency).toBe('EUR');
    expect(fr.items.map((i) => i.lowestPrice)).toEqual([storePrice(seedPrice(1001), 'EUR').price, storePrice(seedPrice(1008), 'EUR').price]);
  });

  it('records a price change and reads the prior price from the history', async () => {
    await t.db.query('UPDATE product_prices SET special_price = 349 WHERE product_id = 1003 AND store_id = 1');
    const { items } = await get(omnibusPrices, '/api/omnibus-prices?storeId=1&productIds=1003');
    expect(items).toEqual([{ productId: 1003, lowestPrice: 389, days: 30 }]);
    const [latest] = await t.db.query<{ price: number }>(
      'SELECT price FROM product_price_history WHERE product_id = 1003 AND store_id = 1 ORDER BY starts_at DESC LIMIT 1',
    );
    expect(latest?.price).toBe(349);
  });

  it('leaves out unknown products and refuses bad or too many ids', async () => {
    expect((await get(omnibusPrices, '/api/omnibus-prices?storeId=1&productIds=999999')).items).toEqual([]);
    await expectError('/api/omnibus-prices?storeId=1&productIds=abc', 400);
    await expectError(`/api/omnibus-prices?storeId=1&productIds=${Array.from({ length: 43 }, (_, i) => 1100 + i).join(',')}`, 400);
    await expectError('/api/omnibus-prices?storeId=5&productIds=1001', 404);
  });
});

describe('products-related, products-related-brand, products-recommended', () => {
  it('lists the related products in the catalog order, with the store prices', async () => {
    const { items } = await get(productsRelated, '/api/products-related?storeId=13&productId=1001');
    expect(items.map((i) => i.productId)).toEqual([1010, 1004, 1006, 1007, 1018]);
    expect(items[1]).toMatchObject({ name: 'Chaussures de ski Salomon S/Pro 100', url: '/catalog/product/view/id/1004' });
    expect(items[1]!.price).toMatchObject({ price: storePrice(seedPrice(1004), 'EUR').price, specialPrice: storePrice(seedPrice(1004), 'EUR').special_price });
  });

  it('falls back to the best of the same category when the catalog relates nothing', async () => {
    const { items } = await get(productsRelated, '/api/products-related?storeId=1&productId=1105');
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.productId)).not.toContain(1105);
  });

  it('lists more of the brand without the product itself', async () => {
    const { items } = await get(productsRelatedBrand, '/api/products-related-brand?storeId=1&productId=1001');
    expect(items.map((i) => i.productId).sort()).toEqual([1009, 1013, 1016]);
  });

  it('recommends 12 products, neither the product nor its related ones', async () => {
    const { items } = await get(productsRecommended, '/api/products-recommended?storeId=1&productId=1001');
    expect(items).toHaveLength(12);
    const ids = items.map((i) => i.productId);
    for (const shown of [1001, 1010, 1004, 1006, 1007, 1018]) expect(ids).not.toContain(shown);
    expect(new Set(ids).size).toBe(12);
  });

  it('answers 404 for a product not sold in the store and 400 for bad input', async () => {
    await expectError('/api/products-related?storeId=1&productId=999999', 404);
    await expectError('/api/products-related-brand?storeId=1&productId=abc', 400);
    await expectError('/api/products-recommended?storeId=1&productId=1001&limit=25', 400);
    await expectError('/api/products-recommended?storeId=1', 400);
  });
});

describe('related-sales', () => {
  it('lists the live sales of the category department, and of every department by default', async () => {
    const all = await get(relatedSales, '/api/related-sales?storeId=1');
    expect(all.items.map((e) => e.eventId).sort()).toEqual([101, 102, 103]);
    const ski = await get(relatedSales, '/api/related-sales?storeId=1&categoryId=3956&customerGroupId=1');
    expect(ski.items.length).toBeGreaterThan(0);
    expect(ski.items.length).toBeLessThan(all.items.length);
    expect(ski.items.find((e) => e.eventId === 101)).toMatchObject({ name: 'Ski flash sale', url: '/event/ski-flash-sale', cardType: 'Flash' });
  });

  it('answers 404 for an unknown category and 400 for a bad group', async () => {
    await expectError('/api/related-sales?storeId=1&categoryId=999', 404);
    await expectError('/api/related-sales?storeId=1&customerGroupId=-1', 400);
  });
});

describe('get-stock-messages and get-stock-delivery', () => {
  it('says which sizes are sold out or nearly', async () => {
    const { messages } = await get(getStockMessages, '/api/get-stock-messages?storeId=1&productId=1004');
    expect(messages[0]).toEqual({ valueId: 10401, label: '26', level: 'sold-out', quantity: 0 });
    expect(messages.slice(1).every((m) => m.level === 'low' && m.quantity === 4)).toBe(true);
  });

  it('speaks of the product itself when it has no sizes, and says nothing of plenty', async () => {
    expect((await get(getStockMessages, '/api/get-stock-messages?storeId=1&productId=1100')).messages).toEqual([
      { valueId: null, label: null, level: 'low', quantity: 3 },
    ]);
    expect((await get(getStockMessages, '/api/get-stock-messages?storeId=1&productId=1003')).messages).toEqual([]);
  });

  it('lists the deliveries on their way, soonest first', async () => {
    const { deliveries } = await get(getStockDelivery, '/api/get-stock-delivery?storeId=1&productId=1016');
    expect(deliveries.map((d) => [d.label, d.quantity])).toEqual([
      ['S', 8],
      ['S', 8],
    ]);
    expect(new Date(deliveries[0]!.expectedDate).getTime()).toBeGreaterThan(Date.now());
    expect(deliveries[0]!.expectedDate < deliveries[1]!.expectedDate).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a bad one', async () => {
    await expectError('/api/get-stock-messages?storeId=1&productId=999999', 404);
    await expectError('/api/get-stock-delivery?storeId=1&productId=-3', 400);
  });
});

describe('cat-subcategories and category-url', () => {
  it('lists the subcategories with their pages in the store language and their product counts', async () => {
    const { items } = await get(catSubcategories, '/api/cat-subcategories?storeId=11&categoryId=3950');
    const skis = items.find((i) => i.categoryId === 3956);
    expect(skis).toMatchObject({ name: 'Alpinski', url: '/ski/alpinski' });
    expect(skis!.productCount).toBeGreaterThanOrEqual(5);
    expect(items.every((i) => i.productCount > 0)).toBe(true);
    expect((await get(catSubcategories, '/api/cat-subcategories?storeId=1&categoryId=3956')).items).toEqual([]);
  });

  it('gives a category page by id', async () => {
    expect(await get(categoryUrl, '/api/category-url?storeId=13&categoryId=3955')).toEqual({
      categoryId: 3955,
      name: 'Chaussures de ski',
      url: '/ski/chaussures-de-ski',
    });
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    await expectError('/api/cat-subcategories?storeId=1&categoryId=999', 404);
    await expectError('/api/category-url?storeId=1&categoryId=999', 404);
    await expectError('/api/category-url?storeId=1&categoryId=1.5', 400);
  });
});

describe('size-guide', () => {
  it('gives a size guide in the store language, with its tables', async () => {
    const guide = await get(sizeGuide, '/api/size-guide?storeId=11&identifier=ski-boots-size-guide');
    expect(guide.title).toBe('Größentabelle für Skischuhe');
    expect(guide.tables[0]!.columns).toEqual(['Mondopoint (cm)', 'EU', 'UK', 'US Herren', 'US Damen']);
    expect(guide.tables[0]!.rows).toContainEqual(['26.5', '41.5', '7.5', '8.5', '9.5']);
    expect(guide.tips.length).toBeGreaterThan(0);
    expect((await get(sizeGuide, '/api/size-guide?storeId=1&identifier=burton-snowboards-size-guide')).brandName).toBe('Burton');
  });

  it('answers 404 for an unknown guide and 400 for what cannot be one', async () => {
    await expectError('/api/size-guide?storeId=1&identifier=tents-size-guide', 404);
    await expectError('/api/size-guide?storeId=1&identifier=about-us', 400);
    await expectError('/api/size-guide?storeId=1', 400);
  });

  it('names each product its guide: the brand one first, else its kind', async () => {
    const guideOf = async (id: number) => (await get(singleProduct, `/api/single-product/${id}?storeId=1`)).sizeGuide;
    expect(await guideOf(1004)).toBe('salomon-ski-boots-size-guide');
    expect(await guideOf(1005)).toBe('ski-boots-size-guide');
    expect(await guideOf(1009)).toBe('skis-size-guide');
    expect(await guideOf(1016)).toBe('rossignol-ski-jackets-size-guide');
    expect(await guideOf(1017)).toBeNull();
  });
});
