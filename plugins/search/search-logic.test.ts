import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextOption } from './box/SearchBox.tsx';
import { highlightParts } from './highlight.ts';
import { createPredictionLoader, PREDICTION_DELAY_MS } from './prediction-loader.ts';
import { localRecentSearches, RECENT_SEARCHES_LIMIT } from './recent-searches.ts';
import { digitsOnly, isResultsPage, recentSearchHref, resultsHref, withSearchSource } from './search-links.ts';
import { limitGroups, NO_SUGGESTIONS, type SuggestionGroups } from './suggestion-groups.ts';

const suggestions = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ order: i + 1, title: `${prefix} ${i + 1}`, url: `/${prefix}/${i + 1}` }));
const product = (id: number) => ({
  productId: id,
  name: `Product ${id}`,
  brandName: 'Brand',
  imageUrl: `/p/${id}.webp`,
  url: `/catalog/product/view/id/${id}`,
  productType: 'simple' as const,
});
const groups = (brands: number, types: number, products = 0): SuggestionGroups => ({
  brands: suggestions('brand', brands),
  productTypes: suggestions('type', types),
  products: Array.from({ length: products }, (_, i) => product(i + 1)),
  productsTotal: products * 3,
});

describe('group limits (spec 02 section 9)', () => {
  it.each([
    // [brands found, types found, limit, brands shown, types shown]
    [8, 8, 4, 4, 4],
    [2, 8, 4, 2, 6],
    [0, 8, 4, 0, 8],
    [1, 3, 4, 1, 3],
    [8, 8, 3, 3, 3],
    [1, 8, 3, 1, 5],
    [0, 0, 4, 0, 0],
  ])('%i brands and %i types at %i a group: %i and %i shown', (brands, types, limit, shownBrands, shownTypes) => {
    const limited = limitGroups(groups(brands, types), limit);
    expect(limited.brands).toHaveLength(shownBrands);
    expect(limited.productTypes).toHaveLength(shownTypes);
    expect(limited.productTypes[0]?.title).toBe(types ? 'type 1' : undefined);
  });

  it('shows up to the limit of products, best first, and keeps the count of all of them', () => {
    const limited = limitGroups(groups(0, 0, 4), 3);
    expect(limited.products.map((p) => p.productId)).toEqual([1, 2, 3]);
    expect(limited.productsTotal).toBe(12);
  });
});

describe('highlighting the typed part', () => {
  const marked = (text: string, term: string) =>
    highlightParts(text, term)
      .map((p) => (p.match ? `[${p.text}]` : p.text))
      .join('');

  it('marks every typed word, case and accents aside, and keeps the text as written', () => {
    expect(marked('Rossignol', 'ros')).toBe('[Ros]signol');
    expect(marked('Chaussures de ski', 'ski chau')).toBe('[Chau]ssures de [ski]');
    expect(marked('Bâtons de ski', 'BATO')).toBe('[Bâto]ns de ski');
    expect(marked('Skistöcke', 'stoc')).toBe('Ski[stöc]ke');
    expect(marked('Salomon', 'zzz')).toBe('Salomon');
    expect(marked('Look', '')).toBe('Look');
  });

  it('treats the term as text, never as a pattern', () => {
    expect(marked('Ski (junior)', '(j')).toBe('Ski ([j]unior)');
    expect(marked('a.b', '.*')).toBe('a.b');
  });
});

describe('prediction loader: debounce and stale replies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(load: (term: string, signal: AbortSignal) => Promise<SuggestionGroups>) {
    const results: [string, SuggestionGroups][] = [];
    const errors: string[] = [];
    const loader = createPredictionLoader({ load, onResult: (t, g) => results.push([t, g]), onError: (t) => errors.push(t) });
    return { loader, results, errors };
  }

  it('asks once per pause of 150 ms, for the last term only, and never for an empty one', async () => {
    const load = vi.fn(async (_term: string, _signal: AbortSignal) => groups(1, 1));
    const { loader, results } = setup(load);
    loader.request('r');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS - 1);
    loader.request('ro');
    loader.request('ros');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('ros');
    expect(results.map(([t]) => t)).toEqual(['ros']);
    loader.request('   ');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the request of an older term and drops its reply, even when it comes last', async () => {
    const pending: { term: string; signal: AbortSignal; resolve: (g: SuggestionGroups) => void }[] = [];
    const { loader, results } = setup((term, signal) => new Promise((resolve) => pending.push({ term, signal, resolve })));
    loader.request('ro');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS);
    loader.request('ross');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS);
    expect(pending.map((p) => p.term)).toEqual(['ro', 'ross']);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[1]!.resolve(groups(1, 0));
    pending[0]!.resolve(groups(5, 5));
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([['ross', groups(1, 0)]]);
  });

  it('reports a failure and gives empty groups, but stays silent when the request was cancelled', async () => {
    let fail: (error: Error) => void = () => {};
    const { loader, results, errors } = setup(
      (_term, signal) =>
        new Promise((_resolve, reject) => {
          fail = reject;
          signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        }),
    );
    loader.request('ski');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS);
    fail(new Error('502'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['ski']);
    expect(results).toEqual([['ski', NO_SUGGESTIONS]]);

    loader.request('skis');
    await vi.advanceTimersByTimeAsync(PREDICTION_DELAY_MS);
    loader.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['ski']);
    expect(results).toHaveLength(1);
  });
});

describe('search links', () => {
  it('adds the term as sp_src_search to a redirect that is not the results page', () => {
    expect(withSearchSource('/brand/rossignol', 'Rossignol')).toBe('/brand/rossignol?sp_src_search=Rossignol');
    expect(withSearchSource('/event/ski?sp_nav=1#top', 'ski sale')).toBe('/event/ski?sp_nav=1&sp_src_search=ski+sale#top');
    expect(withSearchSource('/search?s=red+jacket', 'red jacket')).toBe('/search?s=red+jacket');
    expect(withSearchSource('/search/?s=x', 'x')).toBe('/search/?s=x');
  });

  it('opens a recent search at its own address, else at /search?s={term}', () => {
    expect(recentSearchHref({ term: 'Rossignol', url: '/brand/rossignol' })).toBe('/brand/rossignol');
    expect(recentSearchHref({ term: 'red & blue', url: null })).toBe('/search?s=red+%26+blue');
    expect(resultsHref('ski')).toBe('/search?s=ski');
    expect(isResultsPage('/search?s=ski')).toBe(true);
    expect(isResultsPage('/searching')).toBe(false);
  });

  it('shows result counts as digits only', () => {
    expect(digitsOnly(1234)).toBe('1234');
    expect(digitsOnly('1 234 results')).toBe('1234');
    expect(digitsOnly('1,234.')).toBe('1234');
  });

  it('moves through the options with the arrow keys, wrapping at both ends', () => {
    expect(nextOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(2, 3, 'ArrowDown')).toBe(0);
    expect(nextOption(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextOption(0, 3, 'ArrowUp')).toBe(2);
    expect(nextOption(1, 3, 'ArrowUp')).toBe(0);
    expect(nextOption(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('a guest’s recent searches', () => {
  function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (i) => [...data.keys()][i] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  }

  it('keeps them per store, newest first, one per term whatever its case, at most 100', () => {
    const storage = memoryStorage();
    const uk = localRecentSearches(storage, 1);
    uk.remember({ term: 'skis', url: '/ski/skis' });
    uk.remember({ term: 'red jacket', url: null });
    uk.remember({ term: 'SKIS', url: '/ski/skis' });
    expect(uk.list()).toEqual([
      { term: 'SKIS', url: '/ski/skis' },
      { term: 'red jacket', url: null },
    ]);
    expect(localRecentSearches(storage, 13).list()).toEqual([]);
    for (let i = 0; i < 150; i++) uk.remember({ term: `term ${i}`, url: null });
    expect(uk.list()).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(uk.list()[0]!.term).toBe('term 149');
  });

  it('reads nothing from missing, blocked or garbled storage, and never throws', () => {
    expect(localRecentSearches(null, 1).list()).toEqual([]);
    const storage = memoryStorage();
    storage.setItem('summit.search.recent.1', '{not json');
    expect(localRecentSearches(storage, 1).list()).toEqual([]);
    storage.setItem('summit.search.recent.1', JSON.stringify([{ term: 'ok', url: null }, { term: 3 }, null, 'x']));
    expect(localRecentSearches(storage, 1).list()).toEqual([{ term: 'ok', url: null }]);
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => localRecentSearches(full, 1).remember({ term: 'x', url: null })).not.toThrow();
  });
});
