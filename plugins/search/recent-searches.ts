import type { RecentSearch } from '../../contracts/search.ts';

/** Spec 02 section 9: recent searches limit 100. */
export const RECENT_SEARCHES_LIMIT = 100;

/** A guest's recent searches in this browser, per store, newest first. */
export interface LocalRecentSearches {
  list(): RecentSearch[];
  remember(search: RecentSearch): void;
}

const isRecentSearch = (value: unknown): value is RecentSearch => {
  const v = value as Partial<RecentSearch> | null;
  return typeof v === 'object' && v !== null && typeof v.term === 'string' && v.term !== '' && (v.url === null || typeof v.url === 'string');
};

/** Storage may be missing or blocked, or hold anything: reading never throws, writing failing is harmless. */
export function localRecentSearches(storage: Storage | null, storeId: number): LocalRecentSearches {
  const key = `summit.search.recent.${storeId}`;
  const list = (): RecentSearch[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT) : [];
    } catch {
      return [];
    }
  };
  return {
    list,
    remember(search) {
      const same = search.term.toLowerCase();
      const next = [search, ...list().filter((r) => r.term.toLowerCase() !== same)].slice(0, RECENT_SEARCHES_LIMIT);
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Full or blocked storage: the search still happens.
      }
    },
  };
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
