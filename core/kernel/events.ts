import type { PageType } from './manifest.ts';
import type { ReadonlySession } from '../session.ts';

/** Payloads of the kernel's own hooks. Hooks a plugin owns declare theirs in `contracts/`. */

/**
 * What a page reports about what it shows, beyond the kernel's fields: each plugin whose pages
 * report a field declares it in `contracts/` by declaration merging, beside its other types.
 * A page view carries only the fields its page reported.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PageViewFields {}

export interface PageView extends Partial<PageViewFields> {
  pageType: PageType;
  path: string;
  search: string;
  /** The entity the page shows: the route's, or the one the page reported. */
  entityId: number | null;
  /** The page's settings: its route's metadata and the server path lookup's (an event page's `sitewideBanner: false`…). */
  metadata?: Readonly<Record<string, unknown>>;
}

export interface RouteChange {
  from: string;
  to: string;
}

/** Why the session changed after the first fetch. */
export type SessionChangeReason = 'login' | 'signup' | 'logout' | 'refresh';

export interface SessionChange {
  reason: SessionChangeReason;
  /** The session now (a snapshot: later changes do not alter it). */
  session: ReadonlySession;
  previous: ReadonlySession;
}

/** The kernel's notification hooks: plugins tap them, the kernel alone calls them. */
export interface KernelHookPayloads {
  /** A page was resolved and rendered. Trackers listen. */
  pageView: [view: PageView];
  /**
   * The shopper went to another path; shell and plugins reset per-page UI state (spec 02 section 4).
   * Not for the first page: it has no state to reset.
   */
  routeChanged: [change: RouteChange];
  /** The session changed after the first fetch: sign-in, sign-up, sign-out, a refresh. */
  sessionChanged: [change: SessionChange];
}

/**
 * Notification hooks plugins own (manifest `ownsHooks`): the owner alone calls them, others tap.
 * Each is declared beside its payload types in `contracts/` by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PluginHookPayloads {}

export type KernelHookName = keyof KernelHookPayloads;
export type PluginHookName = keyof PluginHookPayloads & string;
export type NotificationHookName = KernelHookName | PluginHookName;
export type HookArgs<H extends NotificationHookName> = H extends KernelHookName
  ? KernelHookPayloads[H]
  : H extends PluginHookName
    ? PluginHookPayloads[H]
    : never;
