import { BRANDS } from './brands.ts';
import { CATEGORIES, CATEGORY, categoryPath } from './categories.ts';
import { EVENTS, eventId } from './events.ts';
import type { SeedLanguage } from './text.ts';

export interface SeedRewrite {
  path: string;
  pageType: string | null;
  entityId: number | null;
  redirect: { url: string; type: 'internal' | 'external' } | null;
  metadata: Record<string, unknown>;
}

const page = (path: string, pageType: string, entityId: number | null, metadata: Record<string, unknown> = {}): SeedRewrite => ({
  path,
  pageType,
  entityId,
  redirect: null,
  metadata,
});

export const CMS_PAGES = ['about-us', 'cookie-policy', 'privacy-policy', 'b-corp', 'terms-and-conditions', 'delivery-and-returns'];

/** Every path the demo store knows: categories, brands, CMS pages, events and the test cases. */
export function rewritesFor(storeId: number, language: SeedLanguage): SeedRewrite[] {
  return [
    ...CATEGORIES.map((c) => page(c.path[language], 'category', c.id)),
    ...BRANDS.map((b) => page(`/brand/${b.urlKey}`, 'brand', b.id, { brandPageId: b.brandPageId })),
    page('/brands', 'brands_index', null),
    ...CMS_PAGES.map((identifier) => page(`/${identifier}`, 'cms', null, { identifier })),
    ...EVENTS.map((e) =>
      page(`/event/${e.slug}`, 'category', e.categoryId, { eventId: eventId(storeId, e), ...(e.sitewideBanner === false ? { sitewideBanner: false } : {}) }),
    ),
    { path: '/old-skis', pageType: null, entityId: null, redirect: { url: categoryPath(CATEGORY.skis, language), type: 'internal' }, metadata: {} },
    { path: '/partner-shop', pageType: null, entityId: null, redirect: { url: 'https://example.com/', type: 'external' }, metadata: {} },
    // A page type the storefront does not know: the client must send the shopper to /404.
    page('/legacy-widget', 'widget', 7),
  ];
}
