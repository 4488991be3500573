/*
 * Device tags (spec 02 section 9): links in flash-sale cards, top banners and top-sale blocks
 * carry `sp_nav=ct-NN`, so that the analytics can tell which placement, on which kind of device,
 * brought the shopper. Each placement has two tags: the first for desktops (screen class d, from
 * 1025px), the second for touch screens (tablets and phones, below 1025px). The home's flash
 * cards use this on the first screen: keep it small.
 */

export type DeviceTagPlacement = 'flashSale' | 'topBanner' | 'topSale';

/** The navigation parameter the tags travel in (the header's New Season link uses it too: ct-49). */
export const DEVICE_TAG_PARAMETER = 'sp_nav';

/** flashSale ct-10/11, topBanner ct-14/15, topSale ct-16/17. */
const FIRST_TAG: Record<DeviceTagPlacement, number> = { flashSale: 10, topBanner: 14, topSale: 16 };

export function deviceTag(placement: DeviceTagPlacement, desktop: boolean): string {
  return `ct-${FIRST_TAG[placement] + (desktop ? 0 : 1)}`;
}

/** Tagged links, remembered: a store has a few banners and cards, and the server tags them on every page. */
const TAGGED_KEPT = 500;
const tagged = new Map<string, string>();

/**
 * The link with its device tag: a path in this shop gets `sp_nav` (replacing one it had), its
 * other parameters and hash kept. Links to other sites are left as they are.
 */
export function withDeviceTag(link: string, placement: DeviceTagPlacement, desktop: boolean): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const tag = deviceTag(placement, desktop);
  const key = `${tag} ${link}`;
  let found = tagged.get(key);
  if (found === undefined) {
    const url = new URL(link, 'http://shop.invalid');
    url.searchParams.set(DEVICE_TAG_PARAMETER, tag);
    found = `${url.pathname}${url.search}${url.hash}`;
    if (tagged.size >= TAGGED_KEPT) tagged.clear();
    tagged.set(key, found);
  }
  return found;
}
