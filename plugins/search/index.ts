import { definePlugin } from '../../core/plugin-api.ts';
// In the plugin's own chunk: it loads after the first page, which shows the shell's plain search form meanwhile.
import { SearchBox } from './box/SearchBox.tsx';
import { keepSearchState } from './deps.ts';
import { createSearchState, leaveSearchMode, takeOverPlainField } from './search-state.ts';
import { SUGGESTIONS_PER_GROUP } from './suggestion-groups.ts';
import './search.css';

export interface SearchOptions {
  suggestionsPerGroup?: number;
}

/**
 * The header search box with predictive suggestions, recent searches and sales, and the results
 * page at /search. Deferred: until it loads, the shell's plain search form stands in the slot.
 */
export default definePlugin({
  name: 'search',
  async setup(ctx, options: SearchOptions) {
    const state = createSearchState();
    keepSearchState({ ctx, state, suggestionsPerGroup: options.suggestionsPerGroup ?? SUGGESTIONS_PER_GROUP });
    await ctx.loadMessages();
    // In the browser: what the shopper typed into the shell's plain form before this loaded.
    if (typeof document !== 'undefined') takeOverPlainField(state, document);
    ctx.fillSlot('header.search', { id: 'search-box', component: SearchBox });
    ctx.registerPage('search', () => import('./results/SearchResultsPage.tsx'), { reportsOwnView: true });
    // Spec 02 section 4: every route change ends search mode and empties the term.
    ctx.on.routeChanged(() => leaveSearchMode(ctx, state, { emptyTerm: true }));
  },
});
