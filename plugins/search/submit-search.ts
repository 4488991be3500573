import { searchSave, searchSaveNonauth, searchUrl, type SearchSource } from '../../contracts/search.ts';
import { errorMessage } from '../../core/plugin-api.ts';
import type { SearchDeps } from './deps.ts';
import { browserStorage, localRecentSearches, type LocalRecentSearches } from './recent-searches.ts';
import { isResultsPage, resultsHref, withSearchSource } from './search-links.ts';

/** Saves a term for the shopper's recent searches and the shop's counts; false on any failure, never an error (spec 02 section 7). */
export async function saveSearch({ ctx }: SearchDeps, term: string, resultsCount: number): Promise<boolean> {
  const body = { term, results_count: resultsCount };
  try {
    if (ctx.session.isUserLoggedIn) return (await ctx.api.call(searchSave, { body })).saved;
    return (await ctx.api.call(searchSaveNonauth, { body })).saved;
  } catch {
    return false;
  }
}

/** Where a term leads (spec 02 section 7 search-url); the results page when the redirect cannot be asked. */
export async function searchRedirect({ ctx }: SearchDeps, term: string): Promise<string> {
  try {
    return (await ctx.api.call(searchUrl, { query: { storeId: ctx.store.storeId, term } })).url;
  } catch (error) {
    ctx.logger.warn(`search-url failed, showing the results page: ${errorMessage(error)}`);
    return resultsHref(term);
  }
}

/**
 * Submitting a term (spec 02 sections 4, 5, 7): an empty term does nothing; otherwise trackers
 * hear the term and whether Enter or the button sent it, the term is saved, and the shopper goes
 * where search-url says, with the term as sp_src_search when that is not the results page.
 * Returns the address to open, or null.
 */
export async function submitSearch(
  deps: SearchDeps,
  typed: string,
  source: SearchSource,
  recent: LocalRecentSearches = localRecentSearches(browserStorage(), deps.ctx.store.storeId),
): Promise<string | null> {
  const term = typed.trim();
  if (term === '') return null;
  deps.ctx.emit.searchSubmitted({ term, source });
  const [url] = await Promise.all([searchRedirect(deps, term), saveSearch(deps, term, deps.state.suggestions)]);
  // A guest's recent searches stay in this browser (a member's are kept by search-save).
  if (!deps.ctx.session.isUserLoggedIn) recent.remember({ term, url: isResultsPage(url) ? null : url });
  return withSearchSource(url, term);
}
