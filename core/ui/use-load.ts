import { useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';
import type { ScopedLogger } from '../logger.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error' };

/**
 * Loads a page's data: a 404 gives 'not-found', other failures 'error' (logged as a warning),
 * an aborted call (the shopper left) nothing. The second value reloads.
 */
export function useLoad<T>(logger: ScopedLogger, load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!live || (error instanceof Error && error.name === 'AbortError')) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        logger.warn('page data failed to load', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // The caller lists what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
