import type { RawSession } from '../../contracts/session.ts';
import type { InProcessApi } from '../api/in-process.ts';
import type { PageHead } from '../kernel/page.ts';
import type { Logger } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';

/**
 * The server renderer's contract: the storefront's server build (runtime/entry-server.tsx)
 * exports `render`, and the reference server (server/html/server-rendering.ts) calls it for a page request.
 */
export interface ServerRenderRequest {
  store: StoreConfig;
  /** The requested path, as sent (not decoded), and its query string with the `?` (or ''). */
  path: string;
  search: string;
  /** The host name the shopper asked for, without the port (preview hosts are named so). */
  hostname: string;
  /**
   * Calls the API in process as the shopper, their cookies forwarded, so the page shows what they
   * would see. The renderer builds its API client on it: errors are then its own ApiErrors.
   */
  api: InProcessApi;
  logger: Logger;
  /**
   * The reply's Content-Security-Policy nonce, for the scripts React streams with a part that
   * rendered late. Absent for a page kept for many: its policy allows its inline scripts by hash.
   */
  nonce?: string;
  /**
   * Given when the page is rendered once for many shoppers (the server's page cache): the session
   * to render with, holding nothing of one shopper (see `SHARED_SESSION_ID`). The renderer then
   * fetches no session and leaves the shopper's own data (basket) to the browser. Absent: the
   * renderer fetches the shopper's session and renders their page.
   */
  sharedSession?: RawSession;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      head: PageHead;
      /** Build-manifest keys of the modules this page imported (its plugins, page, catalogs): the server preloads their files. */
      modules: string[];
      /**
       * Of those, the modules of the plugins that load after the first page (deferred), other than
       * the page's own: the page needs their stylesheets for what the server rendered of them, but
       * not their code until they load (fetched with the first screen's, it would slow it down).
       */
      laterModules: string[];
      /**
       * What the page shows, as surrogate keys (`store-1`, `product-42`, `category-7`...): a cache
       * that kept the page drops it when one of them changes.
       */
      cacheKeys: string[];
      /** The state the browser's first render starts from (session, resolution, preloaded data), as JSON safe inside <script>. */
      state: string;
      /** Writes the page's markup (the inside of #root), then ends the stream. */
      pipe(destination: NodeJS.WritableStream): void;
    }
  /** The server cannot render this request (the session could not be fetched): the browser renders it as without a server renderer. */
  | { kind: 'browser' };

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/**
 * The id of a session that belongs to no shopper: the page was rendered for everyone with the same
 * view of it (guests, or members of one group), and the browser fetches the shopper's own session
 * once the page has hydrated.
 */
export const SHARED_SESSION_ID = '';

export const isSharedSession = (session: Pick<RawSession, 'id'>): boolean => session.id === SHARED_SESSION_ID;

/** The element holding the first render's state (runtime/boot/first-render-state.ts reads it). */
export const SERVER_STATE_ID = 'summit-state';

/**
 * The global through which the server build's dynamic imports name the modules they load
 * (scripts/vite/import-tracker.ts writes the calls, runtime/server/imported-modules.ts collects them).
 */
export const IMPORT_TRACKER_GLOBAL = '__summitImported';
