import { describe, expect, it } from 'vitest';
import { activeFilters, filterStateFromSearch, hrefClearAll, hrefWithout, listingApiQuery, pageNumbers } from './listing-filters.ts';

describe('listing filters in the query string', () => {
  it('reads repeated filters, a discount and a sort, leaving out values that cannot be', () => {
    const state = filterStateFromSearch('?brand=3&brand=x&size=M&size=M&price=0-50&price=90-10&discount=30&sort=price-asc&s=gloves');
    expect(state).toEqual({ brands: ['3'], categories: [], sizes: ['M'], prices: ['0-50'], discount: '30', sort: 'price-asc' });
    expect(filterStateFromSearch('?sort=random&discount=abc')).toMatchObject({ sort: 'relevance', discount: null });
  });

  it('asks the API in its own words', () => {
    expect(listingApiQuery(filterStateFromSearch('?brand=3&brand=4&sort=discount&discount=20'))).toEqual({
      sort: 'discount',
      order: 'desc',
      brands: '3,4',
      categories: undefined,
      sizes: undefined,
      prices: undefined,
      minDiscount: 20,
    });
  });

  it('removes one chip or all of them, back on the first page, keeping the term and the sort', () => {
    expect(hrefWithout('/search', 's=gloves&size=M&size=L&p=2', 'size', 'M')).toBe('/search?s=gloves&size=L');
    expect(hrefClearAll('/search', 's=gloves&size=M&sort=newest&p=2')).toBe('/search?s=gloves&sort=newest');
    const state = filterStateFromSearch('?brand=3&size=M');
    expect(activeFilters(state, { brands: [{ value: '3', label: 'Atomic', count: 2 }], sizes: [], prices: [], discounts: [], categories: [] })).toEqual([
      { param: 'brand', value: '3', label: 'Atomic' },
      { param: 'size', value: 'M', label: 'M' },
    ]);
  });

  it('numbers the pages around the current one, with gaps', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
