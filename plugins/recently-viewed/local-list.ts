import { LOCAL_RECENTLY_VIEWED_LIMIT } from '../../contracts/recently-viewed.ts';

/*
 * A guest's recently viewed products, kept in the browser (spec 02 sections 4 and 6): product
 * ids only, most recent first, at most 10 (section 9). Names, pictures and prices come from the
 * server when the list is shown, so they are the store's current ones.
 */

/** The list after viewing a product: it moves to the front, once, and the oldest fall off. */
export function addViewed(list: readonly number[], productId: number, limit = LOCAL_RECENTLY_VIEWED_LIMIT): number[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, limit);
}

/** A stored list as written by `addViewed`; anything else (an edited or older value) is read as far as it makes sense. */
export function parseList(stored: string | null, limit = LOCAL_RECENTLY_VIEWED_LIMIT): number[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1);
  return [...new Set(ids)].slice(0, limit);
}

/** The storage key of a store's list (product ids are the catalog's, prices the store's). */
export const storageKey = (storeId: number) => `summit.recently-viewed.${storeId}`;

/** The browser's local storage, or null where it is blocked (private modes) or absent (the server). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface LocalList {
  read(): number[];
  add(productId: number): void;
}

/** The list of one store in a storage; a storage that refuses writes keeps the list as it was. */
export function localList(storage: Storage | null, storeId: number): LocalList {
  const key = storageKey(storeId);
  const read = () => {
    try {
      return parseList(storage?.getItem(key) ?? null);
    } catch {
      return [];
    }
  };
  return {
    read,
    add(productId) {
      try {
        storage?.setItem(key, JSON.stringify(addViewed(read(), productId)));
      } catch {
        // Full or blocked storage: the list simply does not change.
      }
    },
  };
}
