import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates the server's markup (so both
 * renders agree), true from the render after. A form the server rendered is disabled until then:
 * what a shopper typed into it before its code ran would be lost when it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
