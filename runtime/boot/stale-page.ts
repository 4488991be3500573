import { subscribe } from 'valtio';
import type { ReadonlySession } from '../../core/session.ts';

/** The header the server puts on every API reply (server/html/app-version.ts). */
const VERSION_HEADER = 'x-summit-version';

/**
 * Spec 01 section 4: if the app version is outdated, or the store changed during the session,
 * the page reloads on the next navigation (a full load gets the new build or the right store).
 */
export interface StalePage {
  /** What changed since the page was loaded, or null while the page is current. */
  readonly reason: 'app-version' | 'store' | null;
  /**
   * Why arriving at this path must be a full load, or null. News learned from the replies of the
   * navigation to this very path (it changes the address first, then fetches) waits for the next one:
   * whether they came before or after the route change is a race, not a rule.
   */
  reasonToReloadAt(path: string): StalePage['reason'];
  /** For the API client: every reply says which build the server serves now. */
  onReplyHeaders(headers: Headers): void;
  /** Watches the session: a session of another store than the page was loaded for. */
  watchSession(session: ReadonlySession, storeId: number): void;
}

/** The build this page was loaded with (the server writes it into the page; absent in dev). */
export function pageVersion(doc: Document = document): string | null {
  return doc.querySelector('meta[name="summit-version"]')?.getAttribute('content') ?? null;
}

const addressPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

export function createStalePage(ownVersion: string | null, currentPath: () => string = addressPath): StalePage {
  let reason: StalePage['reason'] = null;
  let learnedOn = '';
  const learn = (why: NonNullable<StalePage['reason']>) => {
    if (reason) return;
    reason = why;
    learnedOn = currentPath();
  };
  return {
    get reason() {
      return reason;
    },
    reasonToReloadAt(path) {
      return reason && learnedOn !== path ? reason : null;
    },
    onReplyHeaders(headers) {
      const served = headers.get(VERSION_HEADER);
      if (ownVersion && served && served !== ownVersion) learn('app-version');
    },
    watchSession(session, storeId) {
      const check = () => {
        if (session.storeId !== storeId) learn('store');
      };
      check();
      subscribe(session, check);
    },
  };
}
