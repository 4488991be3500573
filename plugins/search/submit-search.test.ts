import { describe, expect, it } from 'vitest';
import type { EndpointDef, PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import type { SearchDeps } from './deps.ts';
import { localRecentSearches } from './recent-searches.ts';
import { createSearchState } from './search-state.ts';
import { saveSearch, submitSearch } from './submit-search.ts';

function setup(options: { member?: boolean; reply?: (endpoint: EndpointDef) => unknown } = {}) {
  const t = pluginKernel((endpoint) => {
    const custom = options.reply?.(endpoint);
    if (custom !== undefined) return custom;
    if (endpoint.name === 'search-url') return { url: '/brand/rossignol' };
    return { saved: true };
  });
  if (options.member) t.kernel.receiveSession(rawSession({ customer_id: 7 }));
  const submissions: unknown[] = [];
  t.kernel.hooks.get('searchSubmitted').tap('test', (s) => submissions.push(s));
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
  const deps: SearchDeps = { ctx: t.kernel.contextFor('search') as PluginContext<'search'>, state: createSearchState(), suggestionsPerGroup: 4 };
  return { ...t, deps, submissions, recent: localRecentSearches(storage, 1) };
}

describe('submitting a search', () => {
  it('does nothing for an empty term: no event, no call', async () => {
    const { deps, calls, submissions, recent } = setup();
    expect(await submitSearch(deps, '   ', 'enter', recent)).toBeNull();
    expect(calls).toEqual([]);
    expect(submissions).toEqual([]);
  });

  it('for a guest: tells trackers the source, counts the term, asks search-url and keeps the term in the browser', async () => {
    const { deps, calls, submissions, recent } = setup();
    deps.state.suggestions = 3;
    expect(await submitSearch(deps, ' Rossignol ', 'button', recent)).toBe('/brand/rossignol?sp_src_search=Rossignol');
    expect(submissions).toEqual([{ term: 'Rossignol', source: 'button' }]);
    expect(calls.map((c) => c.endpoint).sort()).toEqual(['search-save-nonauth', 'search-url']);
    expect(calls.find((c) => c.endpoint === 'search-save-nonauth')!.options).toEqual({ body: { term: 'Rossignol', results_count: 3 } });
    expect(recent.list()).toEqual([{ term: 'Rossignol', url: '/brand/rossignol' }]);
  });

  it('for a member: saves with search-save and keeps nothing in the browser', async () => {
    const { deps, calls, recent } = setup({ member: true, reply: (e) => (e.name === 'search-url' ? { url: '/search?s=red+jacket' } : undefined) });
    expect(await submitSearch(deps, 'red jacket', 'enter', recent)).toBe('/search?s=red+jacket');
    expect(calls.map((c) => c.endpoint).sort()).toEqual(['search-save', 'search-url']);
    expect(recent.list()).toEqual([]);
  });

  it('goes to the results page when search-url fails, and a failed save is only false', async () => {
    const failing = setup({
      reply: () => {
        throw new Error('503');
      },
    });
    expect(await saveSearch(failing.deps, 'skis', 0)).toBe(false);
    expect(await submitSearch(failing.deps, 'skis', 'enter', failing.recent)).toBe('/search?s=skis');
    expect(failing.logs.some((l) => l.level === 'warn' && l.message.includes('search-url failed'))).toBe(true);
  });
});
