import type { Snapshot } from 'valtio';
import type { RawSession } from '../contracts/session.ts';

/** The shell's view of the session (spec 02 section 3), derived from the raw session. */
export interface ShellSession {
  storeId: number;
  storeLang: string;
  storeLocale: string;
  isUserLoggedIn: boolean;
  userName: string | null;
  deliveryCountry: string;
  genderId: number | null;
  isConfirmed: boolean;
  loginRequired: boolean;
  /** The whole server session (consent preferences, newsletter flags...), null before the fetch. */
  raw: RawSession | null;
}

/**
 * The session as plugins see it: read-only. The kernel alone writes it (at boot and through
 * `ctx.refreshSession`), so every change reaches `sessionChanged`.
 */
export type ReadonlySession = Snapshot<ShellSession>;

export function toShellSession(raw: RawSession): ShellSession {
  return {
    storeId: raw.store_id,
    storeLang: raw.store_locale.slice(0, 2),
    storeLocale: raw.store_locale,
    isUserLoggedIn: raw.customer_id !== null,
    userName: raw.name,
    deliveryCountry: raw.delivery_country,
    genderId: raw.gender,
    isConfirmed: raw.is_confirmed,
    loginRequired: raw.loginRequired,
    raw,
  };
}

/** Spec 02 section 6: prices show when the member is logged in or login is not required. */
export function canSeePrices(session: Pick<ReadonlySession, 'isUserLoggedIn' | 'loginRequired'>): boolean {
  return session.isUserLoggedIn || !session.loginRequired;
}
