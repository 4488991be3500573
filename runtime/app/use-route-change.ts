import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAppRuntime } from './app-runtime.tsx';

/**
 * Spec 02 section 4: on every route change alerts are cleared, body scroll unlocked, spinner
 * and fading switched off, the aside closed, and plugins told (search empties its term there).
 * Spec 01 section 2: scroll returns to the top on a path change. Spec 01 section 4: a stale page
 * (outdated build, other store) reloads instead.
 */
export function useRouteChange(): void {
  const { kernel, stale } = useAppRuntime();
  const [path] = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = path;
    if (from === path) return;
    // Spec 01 section 4: an outdated build, or a session of another store, loads the new page in full.
    const reloadReason = from === null ? null : stale.reasonToReloadAt(window.location.pathname);
    if (reloadReason) {
      kernel.logger.info('shell', `reloading on navigation: ${reloadReason} changed`);
      window.location.reload();
      return;
    }
    // The first page has nothing to reset.
    if (from === null) return;
    kernel.shell.resetForRouteChange();
    if (!window.location.hash) window.scrollTo(0, 0);
    kernel.hooks.get('routeChanged').call({ from, to: path });
  }, [kernel, stale, path]);
}
