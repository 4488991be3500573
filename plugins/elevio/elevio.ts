import type { ReadonlySession } from '../../core/plugin-api.ts';
import type { PageRule } from '../../core/kit/tracking/third-party.ts';

export interface ElevioOptions {
  accountId: string;
  scriptUrl?: string;
  pageTypes?: string[];
  exceptPageTypes?: string[];
  shareUser?: boolean;
}

export const DEFAULT_SCRIPT = '/vendor/elevio.js';

export function helpPages(options: ElevioOptions): PageRule {
  return { pageTypes: options.pageTypes, exceptPageTypes: options.exceptPageTypes ?? ['basket', 'success'] };
}

export function bootloaderUrl(options: ElevioOptions): string {
  const src = options.scriptUrl ?? DEFAULT_SCRIPT;
  return `${src}${src.includes('?') ? '&' : '?'}cid=${encodeURIComponent(options.accountId)}`;
}

/** Elevio's user (spec 02 section 7 'elevio user'). */
export interface ElevioUser {
  email: string;
  first_name?: string;
  last_name?: string;
}

/** The signed-in member as Elevio takes it; null for a guest (or a member without an address). */
export function elevioUser(session: Pick<ReadonlySession, 'isUserLoggedIn' | 'raw'>): ElevioUser | null {
  const email = session.raw?.email;
  if (!session.isUserLoggedIn || !email) return null;
  const [first, ...rest] = (session.raw?.name ?? '').trim().split(/\s+/);
  return { email, ...(first ? { first_name: first } : {}), ...(rest.length ? { last_name: rest.join(' ') } : {}) };
}

export interface ElevioApi {
  account_id?: string;
  language?: string;
  settings?: Record<string, unknown>;
  setUser?(user: ElevioUser): void;
  logoutUser?(): void;
  setSettings?(settings: Record<string, unknown>): void;
}

/** window._elev: what is set on it before the bootloader loads is read by it (Elevio's snippet). */
export function elev(win: Window = window): ElevioApi {
  const w = win as unknown as { _elev?: ElevioApi };
  return (w._elev ??= {});
}
