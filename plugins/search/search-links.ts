import { SEARCH_PATH, SEARCH_SOURCE_PARAM, SEARCH_TERM_PARAM } from '../../contracts/search-paths.ts';
import type { RecentSearch } from '../../contracts/search.ts';

/** The results page of a term: /search?s={term}. */
export const resultsHref = (term: string): string => `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term })}`;

const pathOf = (url: string): string => new URL(url, 'http://x').pathname.replace(/\/+$/, '') || '/';

export const isResultsPage = (url: string): boolean => pathOf(url) === SEARCH_PATH;

/** Where a submitted term goes: the redirect, with the term as sp_src_search unless it is the results page (spec 02 section 4). */
export function withSearchSource(url: string, term: string): string {
  if (isResultsPage(url)) return url;
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${new URLSearchParams({ [SEARCH_SOURCE_PARAM]: term })}${hash === undefined ? '' : `#${hash}`}`;
}

/** A recent search opens its own address, or the results page of its term. */
export const recentSearchHref = (recent: RecentSearch): string => recent.url ?? resultsHref(recent.term);

/** Spec 02 section 5: search result counts are shown as digits only. */
export const digitsOnly = (value: number | string): string => String(value).replace(/\D/g, '');
