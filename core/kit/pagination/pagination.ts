/**
 * Pagination of spec 01 section 4, pure. Change mode shows one page at a time (previous, next,
 * go to page within 1..count); extend mode grows a window of loaded pages: previous lowers
 * `initial`, next raises `current`, and `next` is the page that was loaded last.
 */
export type PaginationMode = 'change' | 'extend';

export interface PaginationState {
  mode: PaginationMode;
  /** First loaded page (extend mode); equals current in change mode. */
  initial: number;
  current: number;
  count: number;
  /** The page the last move asked for. */
  next: number;
}

export function createPagination(mode: PaginationMode, count: number, start = 1): PaginationState {
  const safeCount = Math.max(1, Math.floor(count));
  const page = clamp(Math.floor(start), 1, safeCount);
  return { mode, initial: page, current: page, count: safeCount, next: page };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function hasPrevious(state: PaginationState): boolean {
  return state.mode === 'change' ? state.current > 1 : state.initial > 1;
}

export function hasNext(state: PaginationState): boolean {
  return state.current < state.count;
}

/** Spec: 1 when current equals next, -1 when initial equals next, otherwise 0. */
export function direction(state: PaginationState): 1 | -1 | 0 {
  if (state.current === state.next) return 1;
  if (state.initial === state.next) return -1;
  return 0;
}

export function previous(state: PaginationState): PaginationState {
  if (!hasPrevious(state)) return state;
  if (state.mode === 'change') {
    const page = state.current - 1;
    return { ...state, initial: page, current: page, next: page };
  }
  const page = state.initial - 1;
  return { ...state, initial: page, next: page };
}

export function next(state: PaginationState): PaginationState {
  if (!hasNext(state)) return state;
  const page = state.current + 1;
  return state.mode === 'change' ? { ...state, initial: page, current: page, next: page } : { ...state, current: page, next: page };
}

/** A page number is accepted only when it is an integer within 1..count. */
export function isValidPage(state: Pick<PaginationState, 'count'>, page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= state.count;
}

/** Change mode: go to a page; a value outside 1..count leaves the state as it is. */
export function goTo(state: PaginationState, page: number): PaginationState {
  if (!isValidPage(state, page)) return state;
  return { ...state, initial: page, current: page, next: page };
}

/** The count changed (a reply told the real number of pages): keep pages within it. */
export function withCount(state: PaginationState, count: number): PaginationState {
  const safeCount = Math.max(1, Math.floor(count));
  const current = clamp(state.current, 1, safeCount);
  const initial = clamp(state.initial, 1, current);
  return { ...state, count: safeCount, current, initial, next: clamp(state.next, initial, current) };
}
