import { proxy } from 'valtio';
import { PLAIN_SEARCH_FIELD } from '../../contracts/search-paths.ts';
import type { PluginContext } from '../../core/plugin-api.ts';

/** The header box: the term typed, whether search mode is on, how many suggestions the panel shows. */
export interface SearchState {
  term: string;
  active: boolean;
  /** Suggestions shown for the term now in the box (the count a saved search carries). */
  suggestions: number;
  /** The shell's plain field had focus when the combobox replaced it: the combobox takes it. */
  takeFocus: boolean;
}

export const createSearchState = (): SearchState => proxy<SearchState>({ term: '', active: false, suggestions: 0, takeFocus: false });

/** What the shopper typed into the shell's plain search field before this plugin loaded, and whether it has focus. */
export function takeOverPlainField(state: SearchState, document: Document): void {
  const plain = document.querySelector(`[${PLAIN_SEARCH_FIELD}]`);
  if (!(plain instanceof HTMLInputElement)) return;
  state.term = plain.value;
  state.takeFocus = document.activeElement === plain;
}

/** Whether the box should take the focus (the shopper was in the shell's plain field); asked once. */
export function claimFocus(state: SearchState): boolean {
  if (!state.takeFocus) return false;
  state.takeFocus = false;
  return true;
}

/** The shopper typed into the box: the term changes and search mode starts. */
export function typeTerm(ctx: PluginContext<'search'>, state: SearchState, term: string): void {
  state.term = term;
  enterSearchMode(ctx, state);
}

/** Search mode (spec 02 section 4): the fading overlay and the panel. */
export function enterSearchMode(ctx: PluginContext<'search'>, state: SearchState): void {
  if (state.active) return;
  state.active = true;
  ctx.shell.setFading(true);
}

/** Clear, Escape, leaving the box, a route change or the end of fading; a route change also empties the term. */
export function leaveSearchMode(ctx: PluginContext<'search'>, state: SearchState, options: { emptyTerm?: boolean } = {}): void {
  if (options.emptyTerm) {
    state.term = '';
    state.suggestions = 0;
  }
  if (!state.active) return;
  state.active = false;
  if (ctx.shell.state.fading.active) ctx.shell.setFading(false);
}

/** How many suggestions the panel shows (the box reads it for the combobox's state). */
export function countSuggestions(state: SearchState, count: number): void {
  state.suggestions = count;
}
