import { subscribe } from 'valtio';
import type { ReadonlySession } from '../../core/session.ts';

/** The header the server puts on every API reply (server/html/app-version.ts). */
const VERSION_HEADER = 'x-summit-version';

/**
 * Spec 01 section 4: if the app version is outdated, or the store changed during the session,
 * the page reloads on the next navigation (a full load gets the new build or the right store).
 */
export interface StalePage {
  /** Why the next navigation must be a full load, or null while the page is current. */
  readonly reason: 'app-version' | 'store' | null;
  /** For the API client: every reply says which build the server serves now. */
  onReplyHeaders(headers: Headers): void;
  /** Watches the session: a session of another store than the page was loaded for. */
  watchSession(session: ReadonlySession, storeId: number): void;
}

/** The build this page was loaded with (the server writes it into the page; absent in dev). */
export function pageVersion(doc: Document = document): string | null {
  return doc.querySelector('meta[name="summit-version"]')?.getAttribute('content') ?? null;
}

export function createStalePage(ownVersion: string | null): StalePage {
  let reason: StalePage['reason'] = null;
  return {
    get reason() {
      return reason;
    },
    onReplyHeaders(headers) {
      const served = headers.get(VERSION_HEADER);
      if (ownVersion && served && served !== ownVersion) reason ??= 'app-version';
    },
    watchSession(session, storeId) {
      const check = () => {
        if (session.storeId !== storeId) reason ??= 'store';
      };
      check();
      subscribe(session, check);
    },
  };
}
