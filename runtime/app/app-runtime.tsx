import { createContext, useContext } from 'react';
import { proxy } from 'valtio';
import type { Kernel } from '../../core/kernel/kernel.ts';
import type { PageLayout, PageResolution, PageType } from '../../core/routing/types.ts';
import type { AppStatus } from '../boot/app-state.ts';
import { createStalePage, type StalePage } from '../boot/stale-page.ts';

/**
 * The page the server rendered, as the browser's first render must repeat it: the resolution,
 * and either the data its loader fetched (`rendered`) or nothing (a page left to the browser:
 * the server showed the loading state in its place).
 */
export interface FirstPage {
  resolution: PageResolution;
  rendered: boolean;
  preloaded?: unknown;
  /**
   * Where the browser then shows it: a path no route or lookup knows is answered 404 in place (for
   * search engines), and the address becomes the not-found target, as a navigation to it would.
   */
  redirectTo?: string;
}

/**
 * Everything the shell keeps for one shop window: one per browser tab, one per server request,
 * so that two requests rendering at once never share state.
 */
export interface AppRuntime {
  readonly kernel: Kernel;
  /** Live: booting, ready, or the unavailable states (spec 01 section 4). */
  readonly app: { status: AppStatus };
  /** Live: the page on screen (the footer's basket layout), and whether the first page is on screen. */
  readonly page: { pageType: PageType | null; layout: PageLayout; ready: boolean };
  /** Whether the next navigation must load the page in full (outdated build, other store). */
  readonly stale: StalePage;
  /** The server's page, taken by the first resolution of its location and by nothing after it. */
  readonly firstPage: FirstPage | null;
  /**
   * Settles once the first render is committed (in the browser: hydrated). What changes the state
   * the first render read (the session's hooks, the deferred plugins' slots) waits for it, or the
   * browser would render something else than the server sent.
   */
  readonly firstCommit: Promise<void>;
  /** Called by the app once its first render is committed. */
  firstCommitted(): void;
  /** The deferred plugins, loaded once the first render is committed (a page of theirs waits for it). */
  deferredPlugins(): Promise<void>;
  /** Called by the page outlet when a page is on screen. */
  pageShown(resolution: Pick<PageResolution, 'pageType' | 'layout'>): void;
  /**
   * Called once the first page is on screen: e2e tests wait for the document's flag, the
   * benchmark reads the performance mark.
   */
  firstPageReady(): void;
  /** Settles when `firstPageReady` is called. */
  readonly firstPageShown: Promise<void>;
}

export function createAppRuntime(kernel: Kernel, options: { status?: AppStatus; stale?: StalePage; firstPage?: FirstPage | null } = {}): AppRuntime {
  let firstCommitted: () => void = () => undefined;
  const firstCommit = new Promise<void>((resolve) => (firstCommitted = resolve));
  let firstPageShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (firstPageShown = resolve));
  let deferred: Promise<void> | null = null;
  const page = proxy<AppRuntime['page']>({ pageType: null, layout: 'default', ready: false });
  return {
    kernel,
    app: proxy({ status: options.status ?? 'booting' }),
    page,
    stale: options.stale ?? createStalePage(null),
    firstPage: options.firstPage ?? null,
    firstCommit,
    firstCommitted: () => firstCommitted(),
    deferredPlugins: () => (deferred ??= firstCommit.then(() => kernel.deferred.load())),
    pageShown({ pageType, layout }) {
      document.documentElement.dataset.pageType = pageType;
      page.pageType = pageType;
      page.layout = layout;
    },
    firstPageShown: shown,
    firstPageReady() {
      if (page.ready) return;
      document.documentElement.dataset.summitReady = 'true';
      performance.mark('summit-ready');
      page.ready = true;
      firstPageShown();
      // The server page's script loader makes the taps it held again (server/html/first-screen-loader.js).
      document.dispatchEvent(new Event('summit-ready'));
    },
  };
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime outside <AppRuntimeContext>');
  return runtime;
}
