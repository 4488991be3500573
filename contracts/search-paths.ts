/*
 * The search addresses and parameters, on their own module (no schemas): the header's plain
 * search form uses them on every first page without loading the search endpoints.
 */

/** The search path: the results page, and where a term leads when nothing more specific matches. */
export const SEARCH_PATH = '/search';
/** The query parameter of the results page that carries the term (spec 02 section 2). */
export const SEARCH_TERM_PARAM = 's';
/** Added to a search redirect that does not lead to the results page (spec 02 section 4). */
export const SEARCH_SOURCE_PARAM = 'sp_src_search';

/** Longest search term accepted: what a shopper types, not a document. */
export const SEARCH_TERM_MAX = 100;

/** How a term was submitted: the Enter key or the search button (spec 02 section 4). */
export type SearchSource = 'enter' | 'button';

/** Marks the header's plain search field (the shell's, before the search plugin loads): the plugin takes over what was typed. */
export const PLAIN_SEARCH_FIELD = 'data-plain-search';
