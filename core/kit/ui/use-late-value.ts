import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/**
 * A value of a valtio state that a plugin loading after the first page sets: what the server
 * rendered with (`onServer`) while the browser hydrates, then what the state holds. A page that
 * hydrates only once those plugins are there (a deferred plugin's own page, such as the search
 * results) would otherwise render what the server did not, and React would drop its markup.
 */
export function useLateValue<State extends object, Value>(state: State, read: (state: State) => Value, onServer: Value): Value {
  return useSyncExternalStore(
    (changed) => subscribe(state, changed),
    () => read(state),
    () => onServer,
  );
}
