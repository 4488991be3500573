import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import type { ScopedLogger } from '../../logger.ts';

type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error'; message: string };

export type Remote<T> = RemoteData<T> & {
  /** Loads again (after a failure, or after a change the data depends on). */
  reload(): void;
};

export interface RemoteOptions<T = unknown> {
  /** The page's signal: leaving the page aborts the load. */
  signal?: AbortSignal;
  /** Failures (not aborts, not 404s) are logged here as warnings. */
  logger?: ScopedLogger;
  /**
   * The data for the first dependencies, already there (a page's `preloaded`, fetched by the
   * server): shown at once and not loaded again; later dependencies load as usual.
   */
  initial?: T;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The one way a component loads data: loading, ready, not-found (HTTP 404) and error states,
 * reload, and abort. Each load gets its own AbortSignal, aborted when the dependencies change,
 * the component goes or the page is left; an aborted load changes nothing. New dependencies show
 * the loading state; a reload keeps showing the data it replaces until the new data is there.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], options: RemoteOptions<T> = {}): Remote<T> {
  const { signal: pageSignal, logger, initial } = options;
  const [state, setState] = useState<RemoteData<T>>(() => (initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial }));
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loadedFor = useRef<readonly unknown[] | null>(initial === undefined ? null : deps);
  const initialFor = useRef<readonly unknown[] | null>(initial === undefined ? null : deps);

  useEffect(() => {
    const sameAs = (before: readonly unknown[] | null) => before !== null && before.length === deps.length && before.every((d, i) => Object.is(d, deps[i]));
    if (initialFor.current !== null) {
      const given = sameAs(initialFor.current) && attempt === 0;
      initialFor.current = null;
      if (given) return;
    }
    const controller = new AbortController();
    const signal = pageSignal ? AbortSignal.any([pageSignal, controller.signal]) : controller.signal;
    const sameData = sameAs(loadedFor.current);
    loadedFor.current = deps;
    setState((current) => (current.status === 'loading' || (sameData && current.status === 'ready') ? current : { status: 'loading' }));
    load(signal).then(
      (data) => {
        if (!signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        logger?.warn('data failed to load', error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [pageSignal, attempt, ...deps]);

  return useMemo(() => ({ ...state, reload }) as Remote<T>, [state, reload]);
}
