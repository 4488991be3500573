import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../core/logger.ts';
import { resolveLocation, serverPathLookup } from '../../core/routing/resolve.ts';
import type { PageResolution } from '../../core/routing/types.ts';
import { useKernel } from './kernel-context.tsx';

export type OutletState =
  { status: 'resolving' } | { status: 'page'; resolution: PageResolution; signal: AbortSignal } | { status: 'error'; retry: () => void };

/** History state a login redirect leaves behind, so the login page can send the member back. */
export interface ReturnToState {
  returnTo?: string;
}

/**
 * Resolves the current location into a page, following redirects. Each resolution gets an
 * AbortSignal that is aborted when the shopper leaves, so the page's calls stop with it.
 */
export function useRouteResolution(): OutletState {
  const kernel = useKernel();
  const [path, navigate] = useLocation();
  const rawSearch = useSearch();
  const { isUserLoggedIn } = useSnapshot(kernel.session);
  const [state, setState] = useState<OutletState>({ status: 'resolving' });
  const [attempt, setAttempt] = useState(0);
  const lookup = useMemo(() => serverPathLookup(kernel.api, kernel.store.storeId), [kernel]);

  useEffect(() => {
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
  }, [path, rawSearch, isUserLoggedIn, attempt, kernel, lookup, navigate]);

  return state;
}
