import { definePlugin } from '../../core/kernel/plugin.ts';
// In the plugin's own chunk: the box is in the header of every page at once.
import { createSearchBox } from './box/SearchBox.tsx';
import type { SearchDeps } from './deps.ts';
import { browserStorage, localRecentSearches } from './recent-searches.ts';
import { createSearchState, leaveSearchMode } from './search-state.ts';
import { SUGGESTIONS_PER_GROUP } from './suggestion-groups.ts';
import './search.css';

export interface SearchOptions {
  suggestionsPerGroup?: number;
}

/** The header search box with predictive suggestions, recent searches and sales, and the results page at /search. */
export default definePlugin({
  name: 'search',
  async setup(ctx, options: SearchOptions) {
    const state = createSearchState();
    const deps: SearchDeps = {
      ctx,
      state,
      recent: localRecentSearches(browserStorage(), ctx.store.storeId),
      suggestionsPerGroup: options.suggestionsPerGroup ?? SUGGESTIONS_PER_GROUP,
    };
    await ctx.loadMessages((locale) => import(`./locales/${locale}/messages.po`));
    ctx.fillSlot('header.search', { id: 'search-box', component: createSearchBox(deps) });
    ctx.registerPage('search', async () => ({ default: (await import('./results/SearchResultsPage.tsx')).createResultsPage(deps) }), { reportsOwnView: true });
    // Spec 02 section 4: every route change ends search mode and empties the term.
    ctx.on.routeChanged(() => leaveSearchMode(ctx, state, { emptyTerm: true }));
  },
});
