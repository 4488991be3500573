import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDispatchDate } from '../../contracts/catalog.ts';
import { bestsellers, brandBestsellersNew, brandBlocks, catProductsEs, categoryPrices, productCategoryEvent, singleProduct } from '../../contracts/catalog.ts';
import { hpData, pssHpData } from '../../contracts/home.ts';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { addWorkingDays, estimateDelivery } from '../basket/dispatch.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = <E extends EndpointDef>(endpoint: E, url: string, host = 'localhost') => getParsed(t, endpoint, url, host);

async function getError(url: string, status: number): Promise<string> {
  const reply = await t.app.inject({ method: 'GET', url });
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  return expectErrorBody(reply.json(), status).message;
}

describe('hp-data', () => {
  it('lists the live events of the store, with their listing, image and best discount', async () => {
    const { events } = await get(hpData, '/api/hp-data?storeId=1');
    expect(events.map((e) => e.eventId).sort()).toEqual([101, 102, 103]); // 104 starts later
    const skis = events.find((e) => e.eventId === 101)!;
    expect(skis).toMatchObject({
      categoryId: 3956,
      name: 'Ski flash sale',
      url: '/event/ski-flash-sale',
      imageUrl: '/media/events/en/ski-flash-sale.webp',
      saleType: 2,
      cardType: 'Flash',
    });
    // Best saving among skis: the pack 1012 (469 of 827 → 43 %).
    expect(skis.discountUpTo).toBe(43);
    expect(new Date(skis.startDate).getTime()).toBeLessThan(Date.now());
  });

  it('speaks the store language', async () => {
    const { events } = await get(hpData, '/api/hp-data?storeId=13');
    expect(events.find((e) => e.eventId === 1301)?.name).toBe('Vente flash ski');
  });

  it('answers 404 for an unknown store and 400 for a bad one', async () => {
    await getError('/api/hp-data?storeId=5', 404);
    await getError('/api/hp-data?storeId=abc', 400);
  });
});

describe('cat-products-es', () => {
  it('lists a category with its child categories, 42 per page, in position order, one card a model', async () => {
    const page1 = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&size=20');
    // 49 products: the gloves and socks sold per size are 6 models of 4 sizes each.
    expect(page1).toMatchObject({ title: 'Accessories', total: 32, page: 1, size: 20, pagesCount: 2 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toEqual({
      productId: 1018,
      name: 'Salomon Radium goggles',
      brandName: 'Salomon',
      imageUrl: '/media/catalog/product/sal-radium.webp',
      url: '/catalog/product/view/id/1018',
      productType: 'simple',
      sizes: [],
    });
    expect(page1.items[1]!.productId).toBe(1100);
    const page2 = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&size=20&page=2');
    expect(page2.items).toHaveLength(12);
    const gloves = [...page1.items, ...page2.items].find((i) => i.name === 'Summit leather gloves');
    expect(gloves?.sizes).toEqual(['S', 'M', 'L', 'XL']);
    const past = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&page=3');
    expect(past).toMatchObject({ total: 32, items: [] });
  });

  it('lists a category of its own, a model once', async () => {
    const listing = await get(catProductsEs, '/api/cat-products-es?storeId=13&categoryId=4202');
    expect(listing).toMatchObject({ title: 'Bonnets, gants et chaussettes', total: 31, pagesCount: 1 });
    expect(listing.items[0]!.name).toBe('Bonnet Summit rouge');
  });

  it('lists an event by its category, and a brand', async () => {
    const event = await get(catProductsEs, '/api/cat-products-es?storeId=1&eventId=101');
    expect(event.title).toBe('Ski flash sale');
    expect(event.items.map((i) => i.productId)).toEqual([1001, 1002, 1003, 1009, 1012]);
    const brand = await get(catProductsEs, '/api/cat-products-es?storeId=11&brandId=6');
    expect(brand).toMatchObject({ title: 'Look', total: 2 });
    const both = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=3950&brandId=1');
    expect(both.items.map((i) => i.productId)).toEqual([1001, 1009, 1013]);
  });

  it('sorts by price and name, and lists everything without a filter', async () => {
    const byPrice = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=3956&sort=price&order=asc');
    expect(byPrice.items[0]!.productId).toBe(1009);
    const byName = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=3956&sort=name&order=desc');
    expect(byName.items[0]!.name).toBe('Rossignol Hero Junior skis 130 cm');
    const all = await get(catProductsEs, '/api/cat-products-es?storeId=1&size=96');
    expect(all).toMatchObject({ title: 'All products', total: 49, pagesCount: 1 });
  });

  it('answers 404 for unknown listings and 400 for bad input', async () => {
    expect(await getError('/api/cat-products-es?storeId=1&categoryId=999', 404)).toContain('999');
    await getError('/api/cat-products-es?storeId=1&eventId=1101', 404); // another store's event
    // Past the largest id a database column holds: bad input, not an unknown brand.
    await getError('/api/cat-products-es?storeId=1&brandId=99999999999', 400);
    await getError('/api/cat-products-es?storeId=1&page=0', 400);
    await getError('/api/cat-products-es?storeId=1&size=500', 400);
  });
});

describe('cat-products-es by sale type', () => {
  it('lists every live sale of a type: the new-season listing holds the new-season sale’s products', async () => {
    const newSeason = await get(catProductsEs, '/api/cat-products-es?storeId=1&saleType=5');
    const clothing = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4000');
    expect(newSeason.title).toBe('New season');
    expect(newSeason.total).toBeGreaterThan(0);
    expect(newSeason.items.map((i) => i.productId)).toEqual(clothing.items.map((i) => i.productId));
    expect((await get(catProductsEs, '/api/cat-products-es?storeId=13&saleType=5')).title).toBe('Nouvelle saison');
  });

  it('lists nothing for a type without a live sale (the snowboard days start later)', async () => {
    expect(await get(catProductsEs, '/api/cat-products-es?storeId=1&saleType=0')).toMatchObject({ total: 0, items: [], pagesCount: 0 });
  });

  it('refuses a sale type with another filter, or out of range', async () => {
    await getError('/api/cat-products-es?storeId=1&saleType=5&categoryId=3956', 400);
    await getError('/api/cat-products-es?storeId=1&saleType=6', 400);
  });
});

describe('category-prices', () => {
  it('gives prices in the store currency, with the discount rounded down', async () => {
    const uk = await get(categoryPrices, '/api/category-prices?storeId=1&productIds=1001,1003,424242');
    expect(uk.currency).toBe('GBP');
    expect(uk.prices).toEqual([
      { productId: 1001, price: 499, rrp: 649, specialPrice: 429, discount: 33 },
      { productId: 1003, price: 389, rrp: 549, specialPrice: null, discount: 29 },
    ]);
  });

  it('takes the reduction against the lowest prior price in an EU store (Omnibus), never above it', async () => {
    const fr = await get(categoryPrices, '/api/category-prices?storeId=13&productIds=1001,1005');
    // 1001: 588.99 € until its special of 506.99 € (13 % off that prior price, 33 % off the rrp).
    // 1005: the same price for months, so no reduction to advertise beside its rrp.
    expect(fr.currency).toBe('EUR');
    expect(fr.prices[0]).toEqual({ productId: 1001, price: 588.99, rrp: 765.99, specialPrice: 506.99, discount: 13 });
    expect(fr.prices[1]).toMatchObject({ productId: 1005, specialPrice: null, discount: 0 });
  });

  it('refuses more than 42 ids', async () => {
    const ids = Array.from({ length: 43 }, (_, i) => 1100 + i).join(',');
    await getError(`/api/category-prices?storeId=1&productIds=${ids}`, 400);
  });
});

describe('single-product', () => {
  it('describes a configurable product in the store language', async () => {
    const boots = await get(singleProduct, '/api/single-product/1004?storeId=13');
    expect(boots).toMatchObject({
      productId: 1004,
      sku: 'SAL-SPRO100',
      name: 'Chaussures de ski Salomon S/Pro 100',
      brandName: 'Salomon',
      brandUrl: '/brand/salomon',
      productType: 'configurable',
      fittingForm: 'Fitting Form Mondopoint',
      typeLabel: null,
      images: ['/media/catalog/product/sal-spro100.webp', '/media/catalog/product/sal-spro100-detail.webp', '/media/catalog/product/sal-spro100-scene.webp'],
      categoryId: 3955,
      categoryName: 'Chaussures de ski',
      currency: 'EUR',
      inStock: true,
      bundleOptions: [],
      skiPass: null,
    });
    expect(boots.options[0]).toMatchObject({ attributeId: 104, code: 'boot_size', label: 'Taille mondopoint' });
    expect(boots.options[0]!.values[0]).toEqual({ valueId: 10401, label: '26', inStock: false });
    expect(boots.options[0]!.values[1]).toEqual({ valueId: 10402, label: '26.5', inStock: true });
  });

  it('describes a bundle, a ski pass and bindings', async () => {
    const pack = await get(singleProduct, '/api/single-product/1012?storeId=1');
    expect(pack).toMatchObject({ productType: 'bundle', typeLabel: 'ski pack', options: [] });
    expect(pack.bundleOptions.map((o) => [o.optionId, o.required, o.selections.map((s) => s.selectionId)])).toEqual([
      [121, true, [1211]],
      [122, true, [1221]],
      [123, false, [1231]],
    ]);
    expect(pack.bundleOptions[0]!.selections[0]).toEqual({
      selectionId: 1211,
      productId: 1003,
      name: 'Dynastar M-Pro 90 skis 178 cm',
      defaultQty: 1,
      inStock: true,
    });
    expect((await get(singleProduct, '/api/single-product/1014?storeId=1')).skiPass).toEqual({ resort: 'Chamonix Mont-Blanc', days: 6 });
    expect((await get(singleProduct, '/api/single-product/1010?storeId=1')).fittingForm).toBe('Fitting Form Sole Length');
    expect((await get(singleProduct, '/api/single-product/1017?storeId=1')).inStock).toBe(false);
  });

  it('answers 404 JSON for an unknown or inactive product', async () => {
    expect(await getError('/api/single-product/999?storeId=1', 404)).toBe('No product 999');
    await t.db.query('UPDATE products SET is_active = false WHERE id = 1015');
    await getError('/api/single-product/1015?storeId=1', 404);
    await t.db.query('UPDATE products SET is_active = true WHERE id = 1015');
    await getError('/api/single-product/99999999999?storeId=1', 400);
    await getError('/api/single-product/abc?storeId=1', 400);
  });
});

describe('pss-hp-data', () => {
  it("adds the sales reserved to the member's customer group to the open ones", async () => {
    const member = await get(pssHpData, '/api/pss-hp-data?storeId=1&groupId=1');
    expect(member.events.map((e) => e.eventId).sort()).toEqual([101, 102, 103, 150]);
    expect(member.events.find((e) => e.eventId === 150)).toMatchObject({
      name: "Members' early access: helmets",
      url: '/event/members-early-access',
      categoryId: 3993,
    });
    // Another group, and every visitor's home (hp-data), see only the open sales.
    expect((await get(pssHpData, '/api/pss-hp-data?storeId=1&groupId=4')).events.map((e) => e.eventId).sort()).toEqual([101, 102, 103]);
    expect((await get(hpData, '/api/hp-data?storeId=1&groupId=1')).events.map((e) => e.eventId)).not.toContain(150);
  });

  it("puts the sales meant for the member's gender first, each part soonest ending first", async () => {
    await t.db.query('UPDATE category_events SET gender_id = 2 WHERE event_id = 103');
    try {
      const ids = async (url: string) => (await get(pssHpData, url)).events.map((e) => e.eventId);
      const byEnd = await ids('/api/pss-hp-data?storeId=1&groupId=1');
      expect(await ids('/api/pss-hp-data?storeId=1&groupId=1&genderId=2')).toEqual([103, ...byEnd.filter((id) => id !== 103)]);
      expect(await ids('/api/pss-hp-data?storeId=1&groupId=1&genderId=1')).toEqual(byEnd);
    } finally {
      await t.db.query('UPDATE category_events SET gender_id = NULL WHERE event_id = 103');
    }
  });

  it('speaks the store language', async () => {
    const { events } = await get(pssHpData, '/api/pss-hp-data?storeId=11&groupId=1');
    expect(events.find((e) => e.eventId === 1150)?.name).toBe('Vorverkauf für Mitglieder: Helme');
  });

  it('answers 404 for an unknown store and 400 without a group or with a bad one, never 500', async () => {
    await getError('/api/pss-hp-data?storeId=5&groupId=1', 404);
    await getError('/api/pss-hp-data?storeId=1', 400);
    await getError('/api/pss-hp-data?storeId=1&groupId=abc', 400);
    await getError('/api/pss-hp-data?storeId=1&groupId=1&genderId=-1', 400);
    await getError('/api/pss-hp-data?storeId=1&groupId=99999999999', 400);
  });
});

describe('brands and bestsellers', () => {
  it('gives a brand page by its id, in the store language', async () => {
    const page = await get(brandBlocks, '/api/brand-blocks/501?storeId=11');
    expect(page).toMatchObject({ brandId: 1, name: 'Rossignol', logoUrl: null });
    expect(page.description[0]).toContain('französischen Alpen');
    await getError('/api/brand-blocks/999?storeId=1', 404);
  });

  it('lists bestsellers, of a brand or a category', async () => {
    const all = await get(bestsellers, '/api/bestsellers?storeId=1');
    expect(all.items).toHaveLength(12);
    expect(all.items[0]).toMatchObject({ productId: expect.any(Number), url: expect.stringMatching(/^\/catalog\/product\/view\/id\/\d+$/) });
    const brand = await get(brandBestsellersNew, '/api/brand-bestsellers-new?store_id=1&brand_id=6');
    expect(brand.items.map((i) => i.productId).sort()).toEqual([1010, 1011]);
    const category = await get(brandBestsellersNew, '/api/brand-bestsellers-new?store_id=1&category_id=4000&limit=5');
    expect(category.items.map((i) => i.productId).sort()).toEqual([1016, 1017]);
    expect((await get(brandBestsellersNew, '/api/brand-bestsellers-new?store_id=1&brand_id=77')).items).toEqual([]);
  });
});

describe('product-category-event', () => {
  it('gives the live events of the categories or the categories above them', async () => {
    const { events } = await get(productCategoryEvent, '/api/product-category-event?store_ids=1&category_ids=3956,4001');
    expect(events.map((e) => [e.eventId, e.categoryId]).sort()).toEqual([
      [101, 3956],
      [103, 4000],
    ]);
    const none = await get(productCategoryEvent, '/api/product-category-event?store_ids=1&category_ids=16550');
    expect(none.events).toEqual([]); // the snowboard event has not started
  });
});

describe('product-dispatch-date', () => {
  it('estimates delivery by products: 2 to 4 working days, then 3 days', async () => {
    const { items } = await get(productDispatchDate, '/api/product-dispatch-date?storeId=1&returnTimestamps=1&productIds=1001,1002,999&deliveryCountry=GB');
    expect(items.map((i) => i.productId)).toEqual([1001, 1002]);
    for (const item of items) {
      expect(item).toMatchObject({ cartItemId: null, orderItemId: null });
      expect(item.estimatedDeliveryTimestampEnd - item.estimatedDeliveryTimestampStart).toBe(3 * 24 * 3600);
      expect(item.estimatedDeliveryTimestampStart).toBe(estimateDelivery(item.productId).start);
    }
  });

  it('is everyone’s for products (a CDN may keep it), and its owner’s alone for a basket line', async () => {
    const products = await t.app.inject({ method: 'GET', url: '/api/product-dispatch-date?storeId=1&productIds=1001&deliveryCountry=GB' });
    expect(products.headers['cache-control']).toBe('public, max-age=60');
    const line = await t.app.inject({ method: 'GET', url: '/api/product-dispatch-date?storeId=1&productIds=1001&cartItemId=5' });
    expect(line.headers['cache-control']).toBe('private, no-store');
  });

  it('skips weekends', () => {
    const friday = new Date('2026-11-20T09:00:00Z');
    expect(addWorkingDays(friday, 1).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(addWorkingDays(friday, 3).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('answers 404 for order items and unknown cart items, 400 without a subject', async () => {
    await getError('/api/product-dispatch-date?storeId=1&orderItemId=5', 404);
    expect(await getError('/api/product-dispatch-date?storeId=1&cartItemId=5', 404)).toBe('This item is no longer in your basket.');
    await getError('/api/product-dispatch-date?storeId=1', 400);
    await getError('/api/product-dispatch-date?storeId=1&productIds=1,a', 400);
  });
});

describe('cat-products-es filters, sort and facets', () => {
  it('counts each facet with the other filters applied, and filters by size, brand, price and discount', async () => {
    const all = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&facets=1');
    expect(all.facets!.brands).toEqual([
      { value: expect.any(String), label: 'Salomon', count: 1 },
      { value: expect.any(String), label: 'Summit', count: 31 },
    ]);
    expect(all.facets!.categories.map((c) => [c.label, c.count])).toEqual([
      ['Goggles', 1],
      ['Hats, gloves and socks', 31],
    ]);
    expect(all.facets!.sizes.slice(0, 4).map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL']);
    const medium = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&facets=1&sizes=M');
    expect(medium.items.map((i) => i.name).sort()).toEqual(['Summit leather gloves', 'Summit mittens gloves', 'Summit softshell gloves']);
    // The size facet is counted without its own filter: the other sizes stay on offer.
    expect(medium.facets!.sizes.find((s) => s.value === 'XL')!.count).toBe(3);
    expect(medium.facets!.brands).toEqual([expect.objectContaining({ label: 'Summit', count: 3 })]);
    const cheap = await get(catProductsEs, '/api/cat-products-es?storeId=1&categoryId=4200&prices=0-15&minDiscount=30');
    expect(cheap.total).toBeGreaterThan(0);
    const prices = await get(categoryPrices, `/api/category-prices?storeId=1&productIds=${cheap.items.map((i) => i.productId).join(',')}`);
    for (const price of prices.prices) {
      expect(price.specialPrice ?? price.price).toBeLessThan(15);
      expect(price.discount).toBeGreaterThanOrEqual(30);
    }
  });

  it('sorts by price, discount and newest, a model by its cheapest size', async () => {
    const up = await get(catProductsEs, '/api/cat-products-es?storeId=1&sort=price&order=asc&size=96');
    const down = await get(catProductsEs, '/api/cat-products-es?storeId=1&sort=price&order=desc&size=96');
    expect(up.total).toBe(down.total);
    expect(up.items[0]!.productId).not.toBe(down.items[0]!.productId);
    const newest = await get(catProductsEs, '/api/cat-products-es?storeId=1&sort=created&order=desc');
    expect(newest.total).toBe(up.total);
    const discount = await get(catProductsEs, '/api/cat-products-es?storeId=1&sort=discount&order=desc&facets=1');
    expect(discount.facets!.discounts.map((d) => d.value)).toEqual(['10', '20', '30', '40']);
  });

  it('lists what a term names before what only its category names', async () => {
    const gloves = await get(catProductsEs, '/api/cat-products-es?storeId=1&q=gloves');
    expect(gloves.items.map((i) => i.name)).toEqual(['Summit leather gloves', 'Summit softshell gloves', 'Summit mittens gloves']);
    expect(gloves.items[0]!.sizes).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('answers a bad filter value with a 400 JSON error, never a 500', async () => {
    for (const bad of ['sizes=%3Bdrop', 'prices=50-10', 'prices=abc', 'minDiscount=200', 'brands=abc', 'categories=1,x', 'facets=2', 'sort=random']) {
      await getError(`/api/cat-products-es?storeId=1&${bad}`, 400);
    }
  });
});
