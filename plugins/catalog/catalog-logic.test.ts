import { describe, expect, it } from 'vitest';
import type { PageResolution } from '../../core/plugin-api.ts';
import type { ProductDetail } from '../../contracts/catalog.ts';
import type { SaleEvent } from '../../contracts/home.ts';
import { homeAudience, orderEvents } from './home/home-data.ts';
import { endingFirst } from './product/SaleEnds.tsx';
import { listingQuery, pageFromSearch, pageHref } from './listing/listing-query.ts';
import { chunk, PRICE_CHUNK } from './prices.ts';
import { addInput, missingOption, parseQuantity } from './product/add-input.ts';

const resolution = (over: Partial<PageResolution>): PageResolution => ({
  kind: 'page',
  routeId: 'catch-all',
  pageType: 'category',
  layout: 'default',
  path: '/ski/skis',
  search: '',
  params: {},
  entityId: null,
  metadata: {},
  ...over,
});

describe('listing query', () => {
  it('reads the page from ?p and ignores bad values', () => {
    expect(pageFromSearch('?p=3')).toBe(3);
    expect(pageFromSearch('?p=0')).toBe(1);
    expect(pageFromSearch('?p=abc')).toBe(1);
    expect(pageFromSearch('')).toBe(1);
  });

  it('lists an event, the sales of a type, a category, or everything', () => {
    const noFilters = { brands: [], categories: [], discount: null, prices: [], sizes: [], sort: 'relevance' };
    expect(listingQuery(resolution({ entityId: 3956, metadata: { eventId: 101 }, search: '?p=2' }))).toEqual({ eventId: 101, page: 2, filters: noFilters });
    expect(listingQuery(resolution({ path: '/new', search: '?sp_nav=ct-49', metadata: { saleType: 5 } }))).toEqual({
      saleType: 5,
      page: 1,
      filters: noFilters,
    });
    expect(listingQuery(resolution({ entityId: 3956 }))).toEqual({ categoryId: 3956, page: 1, filters: noFilters });
    expect(listingQuery(resolution({ routeId: 'products', path: '/products' }))).toEqual({ page: 1, filters: noFilters });
  });

  it('keeps the shopper’s filters and sort from the query string', () => {
    expect(listingQuery(resolution({ entityId: 3956, search: '?brand=12&sort=price-asc' })).filters).toMatchObject({
      brands: ['12'],
      sort: 'price-asc',
    });
  });

  it('builds page links that keep other parameters', () => {
    expect(pageHref('/ski/skis', '?sp_nav=ct-49&p=2', 3)).toBe('/ski/skis?sp_nav=ct-49&p=3');
    expect(pageHref('/ski/skis', '?p=2', 1)).toBe('/ski/skis');
  });
});

describe('price chunks', () => {
  it('asks for 42 products in six requests', () => {
    const ids = Array.from({ length: 42 }, (_, i) => i + 1);
    expect(chunk(ids, PRICE_CHUNK)).toHaveLength(6);
    expect(chunk(ids.slice(0, 10), PRICE_CHUNK).map((c) => c.length)).toEqual([7, 3]);
  });
});

describe('home events', () => {
  it("puts Flash cards apart from Inline cards, each in the server's order (a member's gender first, then soonest end)", () => {
    const event = (eventId: number, cardType: 'Flash' | 'Inline', endDate: string) => ({ eventId, cardType, endDate }) as SaleEvent;
    const ordered = orderEvents([event(1, 'Inline', '2026-12-03'), event(2, 'Flash', '2026-12-05'), event(3, 'Flash', '2026-12-01')]);
    expect(ordered.flash.map((e) => e.eventId)).toEqual([2, 3]);
    expect(ordered.inline.map((e) => e.eventId)).toEqual([1]);
  });

  it('asks pss-hp-data for a signed-in member (group and gender), hp-data for a visitor', () => {
    expect(homeAudience({ isUserLoggedIn: true, genderId: 2, raw: { group: 1 } })).toEqual({ groupId: 1, genderId: 2 });
    expect(homeAudience({ isUserLoggedIn: true, genderId: null, raw: { group: 3 } })).toEqual({ groupId: 3, genderId: null });
    expect(homeAudience({ isUserLoggedIn: false, genderId: null, raw: { group: 0 } })).toBeNull();
    expect(homeAudience({ isUserLoggedIn: false, genderId: null, raw: null })).toBeNull();
  });
});

describe('add to basket input', () => {
  const configurable = {
    productId: 1001,
    productType: 'configurable',
    bundleOptions: [],
    options: [{ attributeId: 101, code: 'ski_length', label: 'Length', values: [] }],
  } as unknown as ProductDetail;

  it('needs every option chosen and sends options[attribute]', () => {
    expect(missingOption(configurable, {})).toBe('Length');
    expect(missingOption(configurable, { 101: 10102 })).toBeNull();
    expect(addInput(configurable, 2, { 101: 10102 })).toEqual({ productID: 1001, quantity: 2, options: { '101': 10102 } });
  });

  it('takes a quantity typed as a whole number from 1 to 10, and nothing else', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 10 ')).toBe(10);
    for (const typed of ['', '0', '11', '99', '2.5', '-1', 'two', '1e1']) expect(parseQuantity(typed), typed).toBeNull();
  });

  it('sends bundle selections with their quantities', () => {
    const bundle = {
      productId: 1013,
      productType: 'bundle',
      options: [],
      bundleOptions: [
        { optionId: 7, label: 'Skis', required: true, selections: [{ selectionId: 70, productId: 1009, name: 'Board', defaultQty: 2, inStock: true }] },
      ],
    } as unknown as ProductDetail;
    expect(addInput(bundle, 1, {})).toEqual({ productID: 1013, quantity: 1, bundleOptions: { '7': { '70': 2 } } });
  });
});

describe('sale end on a product page (product-category-event)', () => {
  it('names the sale that ends first, none without a sale', () => {
    const events = [
      { eventId: 101, endDate: '2026-12-20T00:00:00.000Z' },
      { eventId: 103, endDate: '2026-12-05T00:00:00.000Z' },
    ];
    expect(endingFirst(events)?.eventId).toBe(103);
    expect(endingFirst([])).toBeNull();
  });
});
