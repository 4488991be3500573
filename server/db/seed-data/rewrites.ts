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

/** A content page at its own address (the blog archive's posts, the advice page). */
export const cmsPageAt = (path: string, identifier: string): SeedRewrite => page(path, 'cms', null, { identifier });

/** Sale category type NEW_SEASON (spec 01 section 3). */
export const NEW_SEASON_SALE_TYPE = 5;

/** Every path the demo store knows: categories, brands, CMS pages, events and the test cases. */
export function rewritesFor(storeId: number, language: SeedLanguage): SeedRewrite[] {
  return [
    ...CATEGORIES.map((c) => page(c.path[language], 'category', c.id)),
    ...BRANDS.map((b) => page(`/brand/${b.urlKey}`, 'brand', b.id, { brandPageId: b.brandPageId })),
    page('/brands', 'brands_index', null),
    ...CMS_PAGES.map((identifier) => cmsPageAt(`/${identifier}`, identifier)),
    // The New Season button (spec 02 section 2, /new?sp_nav=ct-49): the listing of the live new-season sales.
    page('/new', 'category', null, { saleType: NEW_SEASON_SALE_TYPE }),
    // Every product: a listing the shop knows, so the lookup answers it rather than a 404.
    page('/products', 'category', null),
    ...EVENTS.map((e) =>
      page(`/event/${e.slug}`, 'category', e.categoryId, { eventId: eventId(storeId, e), ...(e.sitewideBanner === false ? { sitewideBanner: false } : {}) }),
    ),
    { path: '/old-skis', pageType: null, entityId: null, redirect: { url: categoryPath(CATEGORY.skis, language), type: 'internal' }, metadata: {} },
    { path: '/partner-shop', pageType: null, entityId: null, redirect: { url: 'https://example.com/', type: 'external' }, metadata: {} },
    // A page type the storefront does not know: the client must send the shopper to /404.
    page('/legacy-widget', 'widget', 7),
  ];
}
