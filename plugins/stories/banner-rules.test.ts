import { describe, expect, it } from 'vitest';
import { sitewideBannerAllowed, sitewideBanners } from './banner-rules.ts';
import type { StoriesOptions } from './options.ts';

const options: StoriesOptions = {
  sitewideBanners: {
    rtb: { desktop: 'rtb-desktop', tablet: 'rtb-tablet', mobile: 'rtb-mobile' },
    event: { desktop: 'event-top-desktop', mobile: 'event-top-mobile' },
  },
};

describe('sitewide banner rules', () => {
  it('allows the event banner on category, brand, product and search pages only', () => {
    for (const pageType of ['category', 'brand', 'product', 'search']) expect(sitewideBannerAllowed('event', { pageType }), pageType).toBe(true);
    for (const pageType of ['home', 'basket', 'cms', 'account', 'brands_index', 'story', 'not_found'])
      expect(sitewideBannerAllowed('event', { pageType }), pageType).toBe(false);
  });

  it('drops the event banner on a category page whose configuration turns it off, and only there', () => {
    expect(sitewideBannerAllowed('event', { pageType: 'category', metadata: { eventId: 102, sitewideBanner: false } })).toBe(false);
    expect(sitewideBannerAllowed('event', { pageType: 'category', metadata: { eventId: 101 } })).toBe(true);
    expect(sitewideBannerAllowed('event', { pageType: 'category', metadata: { sitewideBanner: true } })).toBe(true);
    expect(sitewideBannerAllowed('event', { pageType: 'brand', metadata: { sitewideBanner: false } })).toBe(true);
  });

  it('allows the RTB banner on every page', () => {
    for (const pageType of ['home', 'basket', 'category', 'account'])
      expect(sitewideBannerAllowed('rtb', { pageType, metadata: { sitewideBanner: false } })).toBe(true);
  });

  it('picks the block ids of the device, strip first, leaving out what the store does not configure', () => {
    expect(sitewideBanners(options, 'desktop', { pageType: 'product' })).toEqual([
      { kind: 'rtb', blockId: 'rtb-desktop' },
      { kind: 'event', blockId: 'event-top-desktop' },
    ]);
    expect(sitewideBanners(options, 'tablet', { pageType: 'product' })).toEqual([{ kind: 'rtb', blockId: 'rtb-tablet' }]);
    expect(sitewideBanners(options, 'mobile', { pageType: 'home' })).toEqual([{ kind: 'rtb', blockId: 'rtb-mobile' }]);
    expect(sitewideBanners({}, 'desktop', { pageType: 'product' })).toEqual([]);
  });
});
