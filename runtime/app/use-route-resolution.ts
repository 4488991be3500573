import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../core/logger.ts';
import { resolveLocation, serverPathLookup } from '../../core/routing/resolve.ts';
import type { PageResolution } from '../../core/routing/types.ts';
import { useAppRuntime, type FirstPage } from './app-runtime.tsx';

export type OutletState =
  { status: 'resolving' } | { status: 'page'; resolution: PageResolution; signal: AbortSignal; preloaded?: unknown } | { status: 'error'; retry: () => void };

/** History state a login redirect leaves behind, so the login page can send the member back. */
export interface ReturnToState {
  returnTo?: string;
}

/** The server's page when it is the one at this location, with the signal its page will get. */
function takeFirstPage(firstPage: FirstPage | null, path: string, search: string): { page: FirstPage; controller: AbortController } | null {
  if (!firstPage || firstPage.resolution.path !== path || firstPage.resolution.search !== search) return null;
  return { page: firstPage, controller: new AbortController() };
}

/**
 * Resolves the current location into a page, following redirects. Each resolution gets an
 * AbortSignal that is aborted when the shopper leaves, so the page's calls stop with it.
 * The location the server resolved is not asked again: its page shows at once (the first
 * render repeats the server's, so hydration matches), with the data the server inlined.
 */
export function useRouteResolution(): OutletState {
  const { kernel, firstPage } = useAppRuntime();
  const [path, navigate] = useLocation();
  const rawSearch = useSearch();
  const { isUserLoggedIn } = useSnapshot(kernel.session);
  const [first] = useState(() => takeFirstPage(firstPage, path, rawSearch ? `?${rawSearch}` : ''));
  const [state, setState] = useState<OutletState>(() =>
    first?.page.rendered
      ? { status: 'page', resolution: first.page.resolution, signal: first.controller.signal, preloaded: first.page.preloaded }
      : { status: 'resolving' },
  );
  const firstPending = useRef(first !== null);
  const [attempt, setAttempt] = useState(0);
  const lookup = useMemo(() => serverPathLookup(kernel.api, kernel.store.storeId), [kernel]);

  useEffect(() => {
    if (first && firstPending.current) {
      firstPending.current = false;
      // A page the server left to the browser shows now, after the render that hydrated: that
      // render must repeat the server's loading state, so this second render is the point.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (!first.page.rendered) setState({ status: 'page', resolution: first.page.resolution, signal: first.controller.signal });
      if (first.page.redirectTo) navigate(first.page.redirectTo, { replace: true });
      return () => first.controller.abort();
    }
    const controller = new AbortController();
    const host = window.location.hostname;
    const search = rawSearch ? `?${rawSearch}` : '';
    // wouter strips nothing from '//sales'; the resolver turns it into a redirect.
    const fullPath = window.location.pathname.startsWith('//') ? window.location.pathname : path;
    resolveLocation(
      {
        path: fullPath,
        search,
        host,
        isLoggedIn: isUserLoggedIn,
        isPreviewHost: kernel.store.previewHosts.includes(host),
        signal: controller.signal,
      },
      { routes: kernel.routes, lookup, hooks: kernel.hooks },
    ).then(
      (resolution) => {
        if (controller.signal.aborted) return;
        if (resolution.kind === 'page') {
          setState({ status: 'page', resolution, signal: controller.signal });
        } else if (resolution.external) {
          window.location.assign(resolution.to);
        } else {
          const historyState: ReturnToState | null = resolution.returnTo ? { returnTo: resolution.returnTo } : null;
          navigate(resolution.to, { replace: resolution.replace, state: historyState });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        kernel.logger.error('routing', `could not resolve ${fullPath}: ${errorMessage(error)}`, error);
        setState({ status: 'error', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [path, rawSearch, isUserLoggedIn, attempt, kernel, lookup, navigate, first]);

  return state;
}
