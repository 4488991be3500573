import { useSyncExternalStore } from 'react';

/** Spec 01 section 9: desktop ('d') starts at 1025px. */
export const DESKTOP_QUERY = '(min-width: 1025px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
