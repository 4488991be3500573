import { useScreen } from '../ui/screens.ts';

/*
 * Device tags (spec 02 section 9): links in flash-sale cards, top banners and top-sale blocks
 * carry `sp_nav=ct-NN`, so that the analytics can tell which placement, on which kind of device,
 * brought the shopper. Each placement has two tags: the first for desktops (screen class d, from
 * 1025px), the second for touch screens (tablets and phones, below 1025px).
 */

export type DeviceTagPlacement = 'flashSale' | 'topBanner' | 'topSale';
export type Device = 'desktop' | 'tablet' | 'mobile';

/** The navigation parameter the tags travel in (the header's New Season link uses it too: ct-49). */
export const DEVICE_TAG_PARAMETER = 'sp_nav';

const TAGS: Record<DeviceTagPlacement, readonly [desktop: string, touch: string]> = {
  flashSale: ['ct-10', 'ct-11'],
  topBanner: ['ct-14', 'ct-15'],
  topSale: ['ct-16', 'ct-17'],
};

export function deviceTag(placement: DeviceTagPlacement, device: Device): string {
  return TAGS[placement][device === 'desktop' ? 0 : 1];
}

/**
 * The link with its device tag: a path in this shop gets `sp_nav` (replacing one it had), its
 * other parameters and hash kept. Links to other sites are left as they are.
 */
export function withDeviceTag(url: string, placement: DeviceTagPlacement, device: Device): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(DEVICE_TAG_PARAMETER, deviceTag(placement, device));
  return `${path}?${params.toString()}${hash}`;
}

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
