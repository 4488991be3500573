import type { StoreConfig } from '../../core/store/types.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { hreflangOf } from '../html/page-head.ts';
import type { SitemapPage, StorePage } from './sitemap-pages.ts';

/** What one sitemap file may hold (sitemaps.org): 50,000 addresses and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
/** The bytes of a file without its addresses. */
export const URLSET_FRAME_BYTES = Buffer.byteLength(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE);

/** A store's page as a sitemap names it: whole, and percent-encoded as the protocol asks (a path may hold ä). */
export const addressOf = ({ store, path }: StorePage): string => new URL(path, store.origin).href;

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`;
}

/** One `<url>` with its hreflang alternates (Google's xhtml:link form), then x-default: the default store's page where it has one. */
export function urlElement(page: SitemapPage, store: StoreConfig, defaultStore: StoreConfig | null): string {
  const links = page.alternates.map((alternate) => alternateLink(hreflangOf(alternate.store), addressOf(alternate)));
  const fallback = page.alternates.find((alternate) => alternate.store.storeId === defaultStore?.storeId);
  if (fallback) links.push(alternateLink('x-default', addressOf(fallback)));
  return `<url><loc>${escapeHtml(addressOf({ store, path: page.path }))}</loc>${links.join('')}</url>\n`;
}

/** A sitemap file of these `<url>` elements. */
export function urlsetXml(elements: readonly string[]): string {
  return `${XML_DECLARATION}${URLSET_OPEN}${elements.join('')}${URLSET_CLOSE}`;
}

/** The sitemap index: the address of each file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/**
 * Items cut into files that each stay within the limits, by the bytes each weighs in the file: a
 * page with many alternates weighs more than its address, so the bytes can run out before the
 * count does. An item bigger than a file gets a file of its own rather than being dropped.
 */
export function splitIntoFiles<T>(items: readonly T[], bytesOf: (item: T) => number, limits: SitemapLimits = SITEMAP_LIMITS): T[][] {
  const files: T[][] = [];
  let current: T[] = [];
  let bytes = URLSET_FRAME_BYTES;
  for (const item of items) {
    const size = bytesOf(item);
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push(current);
      current = [];
      bytes = URLSET_FRAME_BYTES;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}
