import { NOTHING_KEPT, type KeptAssignments, type VariationsByTest } from './assignment.ts';
import { VARIATION_CODE } from './forced.ts';

/** Spec 02 section 9: the A/B storage cookie lasts 365 days. */
export const AB_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;
const TEST_CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** Where a visitor's assignments live between visits. */
export interface KeptStorage {
  /** 'local' (local storage), 'cookie' (local storage unavailable) or 'none' (a stand-in that keeps nothing). */
  readonly kind: 'local' | 'cookie' | 'none';
  read(): KeptAssignments;
  write(kept: KeptAssignments): void;
}

/** document.cookie, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

export const storageKey = (storeId: number) => `summit.ab-tests.${storeId}`;
export const cookieName = (storeId: number) => `summit_ab_tests_${storeId}`;

function validVariations(value: unknown): VariationsByTest {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => TEST_CODE.test(entry[0]) && typeof entry[1] === 'string' && VARIATION_CODE.test(entry[1]),
    ),
  );
}

/** Whatever was kept (a former format, a hand-edited value...) is read defensively: anything odd counts as nothing. */
export function parseKept(text: string | null): KeptAssignments {
  if (!text) return NOTHING_KEPT;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof KeptAssignments, unknown>> | null;
    return { drawn: validVariations(value?.drawn), forced: validVariations(value?.forced) };
  } catch {
    return NOTHING_KEPT;
  }
}

/** Local storage when it works (private modes and blocked storage throw on access or write). */
export function usableLocalStorage(getStorage: () => Storage | null): Storage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    const probe = `${storageKey(0)}.probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function localKept(storage: Storage, storeId: number): KeptStorage {
  const key = storageKey(storeId);
  return {
    kind: 'local',
    read: () => parseKept(storage.getItem(key)),
    write(kept) {
      try {
        storage.setItem(key, JSON.stringify(kept));
      } catch {
        // Full storage: the assignment holds for this page and is drawn again next time.
      }
    },
  };
}

function cookieKept(jar: CookieJar, storeId: number, secure: boolean): KeptStorage {
  const name = cookieName(storeId);
  return {
    kind: 'cookie',
    read() {
      const found = jar.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`));
      if (!found) return NOTHING_KEPT;
      try {
        return parseKept(decodeURIComponent(found.slice(name.length + 1)));
      } catch {
        return NOTHING_KEPT;
      }
    },
    write(kept) {
      const value = encodeURIComponent(JSON.stringify(kept));
      jar.cookie = `${name}=${value}; max-age=${AB_COOKIE_DAYS * DAY_SECONDS}; path=/; samesite=lax${secure ? '; secure' : ''}`;
    },
  };
}

export const keepsNothing: KeptStorage = { kind: 'none', read: () => NOTHING_KEPT, write: () => undefined };

/**
 * Spec 02 section 4: assignments are kept in local storage (one key per store), or in a
 * 365-day cookie when local storage is unavailable. When cookies are refused too, the cookie
 * simply does not stick and the visitor is drawn again on the next visit.
 */
export function keptStorage(env: { localStorage: () => Storage | null; cookies: CookieJar | null; secure: boolean }, storeId: number): KeptStorage {
  const local = usableLocalStorage(env.localStorage);
  if (local) return localKept(local, storeId);
  return env.cookies ? cookieKept(env.cookies, storeId, env.secure) : keepsNothing;
}
