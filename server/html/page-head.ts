import { bcp47 } from '../../core/i18n/locales.ts';
import type { PageHead } from '../../core/kernel/page.ts';
import { scriptJson } from '../../core/render/script-json.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { escapeHtml, SafeHtml } from './escape-html.ts';
import { siteStructuredData } from './site-structured-data.ts';

/** Query parameters that name another page of the same content (a listing's page, a search term); the rest (tracking, campaigns) do not. */
const CANONICAL_PARAMS = ['p', 's'];

/** The page's address without the parameters that do not change what it shows. */
export function canonicalPath(path: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** `fr-FR` from a store: its language and country, what search engines expect in hreflang. */
export function hreflangOf(store: StoreConfig): string {
  return `${store.language}-${store.country}`;
}

export interface HeadInput {
  store: StoreConfig;
  head: PageHead;
  /** The page's canonical path (with its kept query), in this store. */
  path: string;
  /** The same page in each listed store (storeId to path); empty for a page not to index. */
  alternates: ReadonlyArray<{ store: StoreConfig; path: string }>;
  /** The store whose page is the default for other languages (x-default). */
  defaultStore: StoreConfig | null;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** One empty element (meta, link) with its attributes escaped. */
function tag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  return `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('')}>`;
}

/**
 * The head of a server-rendered page (before `</head>`): description, canonical address, the
 * same page in the other stores (hreflang), Open Graph, structured data (the shop's own on the
 * home page). The page's stylesheets follow them (page-frame.ts), its scripts come after the
 * first screen (`scripts-after-first-screen.ts`). Every value is escaped.
 */
export function headTags({ store, head, path, alternates, defaultStore }: HeadInput): SafeHtml {
  const canonical = `${store.origin}${path}`;
  const tags: string[] = [];
  if (head.description) tags.push(tag('meta', { name: 'description', content: head.description }));
  if (head.indexable === false) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  else {
    tags.push(tag('link', { rel: 'canonical', href: canonical }));
    for (const alternate of alternates)
      tags.push(tag('link', { rel: 'alternate', hreflang: hreflangOf(alternate.store), href: `${alternate.store.origin}${alternate.path}` }));
    const fallback = defaultStore && alternates.find((alternate) => alternate.store.storeId === defaultStore.storeId);
    if (fallback) tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${fallback.store.origin}${fallback.path}` }));
  }
  tags.push(tag('meta', { property: 'og:type', content: head.type ?? 'website' }));
  tags.push(tag('meta', { property: 'og:url', content: canonical }));
  tags.push(tag('meta', { property: 'og:locale', content: bcp47(store.locale).replace('-', '_') }));
  // A page without a title of its own (the home) is the shop's.
  tags.push(tag('meta', { property: 'og:title', content: head.title ?? store.shopName }));
  if (head.description) tags.push(tag('meta', { property: 'og:description', content: head.description }));
  if (head.image) tags.push(tag('meta', { property: 'og:image', content: absolute(store.origin, head.image) }));
  const structuredData = [...(path === '/' ? siteStructuredData(store) : []), ...[head.structuredData ?? []].flat()];
  for (const data of structuredData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return new SafeHtml(tags.join(''));
}
