import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Loads data for a component with its loading, not-found (HTTP 404) and error states. The
 * loader gets the page's AbortSignal; an aborted load changes nothing.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal, deps: readonly unknown[]): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(signal).then(
      (data) => live && !signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!live || signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error), retry });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [signal, attempt, ...deps]);

  return state;
}
