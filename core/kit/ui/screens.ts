import { useSyncExternalStore } from 'react';

/**
 * The screen classes of spec 01 section 9, as media queries: ms up to 480px, m up to 767.98px,
 * t 768–1024.98px, d from 1025px (ds to 1250.98, dm to 1400.98, dl from 1401, dxl from 2880).
 * Stylesheets use the same widths (767.98px, 768px, 1025px...).
 */
export const SCREENS = {
  ms: '(max-width: 480px)',
  m: '(max-width: 767.98px)',
  t: '(min-width: 768px) and (max-width: 1024.98px)',
  d: '(min-width: 1025px)',
  ds: '(min-width: 1025px) and (max-width: 1250.98px)',
  dm: '(min-width: 1251px) and (max-width: 1400.98px)',
  dl: '(min-width: 1401px)',
  dxl: '(min-width: 2880px)',
} as const;
export type ScreenClass = keyof typeof SCREENS;

/** Whether a media query matches now; re-renders when it changes (false on the server). */
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

/** Whether the window is of a screen class, e.g. `useScreen('d')` on desktop. */
export function useScreen(screen: ScreenClass): boolean {
  return useMediaQuery(SCREENS[screen]);
}
