import { useScreen } from '../../core/kit/ui/screens.ts';

/** The banners' devices: each sitewide banner kind names a block per device. */
export type Device = 'desktop' | 'tablet' | 'mobile';

/** The device class of the window (spec 01 section 9 breakpoints): desktop from 1025px, tablet 768–1024.98px, else mobile. */
export function deviceOf(screen: { desktop: boolean; tablet: boolean }): Device {
  return screen.desktop ? 'desktop' : screen.tablet ? 'tablet' : 'mobile';
}

/** The window's device class; re-renders when it changes (mobile on the server). */
export function useDevice(): Device {
  const desktop = useScreen('d');
  const tablet = useScreen('t');
  return deviceOf({ desktop, tablet });
}
