import type { Device } from './device.ts';
import type { StoriesOptions } from './options.ts';

/*
 * Sitewide banners (spec 02 sections 2 and 5): an RTB banner (the strip above the header) and an
 * event banner (the top banner), each a content block per device. The RTB banner shows on every
 * page; the event banner only on these page types, and on a category (or sale) page only when
 * the page's configuration does not turn it off (path-lookup metadata `sitewideBanner: false`).
 * Not on the home, whose own story opens with a hero.
 */

export type SitewideBannerKind = 'rtb' | 'event';

export const EVENT_BANNER_PAGE_TYPES: readonly string[] = ['category', 'brand', 'product', 'search'];

export interface BannerPage {
  pageType: string;
  metadata?: Readonly<Record<string, unknown>>;
}

export function sitewideBannerAllowed(kind: SitewideBannerKind, page: BannerPage): boolean {
  if (kind === 'rtb') return true;
  if (!EVENT_BANNER_PAGE_TYPES.includes(page.pageType)) return false;
  return page.pageType !== 'category' || page.metadata?.sitewideBanner !== false;
}

export interface SitewideBanner {
  kind: SitewideBannerKind;
  blockId: string;
}

/** The banners to show on a page on a device, strip first: those the store configures and the page allows. */
export function sitewideBanners(options: StoriesOptions, device: Device, page: BannerPage): SitewideBanner[] {
  const kinds: SitewideBannerKind[] = ['rtb', 'event'];
  return kinds.flatMap((kind) => {
    const blockId = options.sitewideBanners?.[kind]?.[device];
    return blockId && sitewideBannerAllowed(kind, page) ? [{ kind, blockId }] : [];
  });
}
