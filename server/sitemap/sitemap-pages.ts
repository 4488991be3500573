import { composeRouteTable } from '../../core/routing/route-table.ts';
import type { PageType } from '../../core/routing/types.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { PAGE_SOURCES, type LocatedPage, type PageSource, type SitemapSection } from './sitemap-sources.ts';

/** The same page in one store. */
export interface StorePage {
  store: StoreConfig;
  path: string;
}

/** One page of a sitemap: its path in the sitemap's store, and the same page in each listed store that has it (itself included). */
export interface SitemapPage {
  path: string;
  alternates: StorePage[];
}

export type SitemapPages = Record<SitemapSection, SitemapPage[]>;

/** Whether a store renders a page type: a type no enabled plugin brings answers 404 there. */
function rendersPageType(store: StoreConfig, pageType: PageType): boolean {
  return composeRouteTable(Object.entries(store.manifests ?? {})).pageTypes.has(pageType);
}

/** The first page of each key in one store: its other pages of that key are not the alternates (the shortest path is). */
function firstByKey(pages: readonly LocatedPage[], storeId: number): Map<string, LocatedPage> {
  const found = new Map<string, LocatedPage>();
  for (const page of pages) if (page.storeId === storeId && !found.has(page.key)) found.set(page.key, page);
  return found;
}

/** The alternates of one page: the same key in every listed store (the page itself in its own), in the switcher's order. */
function alternatesOf(own: LocatedPage, byStore: ReadonlyMap<StoreConfig, Map<string, LocatedPage>>): StorePage[] {
  return [...byStore].flatMap(([store, pages]) => {
    const page = store.storeId === own.storeId ? own : pages.get(own.key);
    return page ? [{ store, path: page.path }] : [];
  });
}

/** One source's pages in the store: each of its pages there, with the same page in the listed stores that render it. */
async function pagesOf(db: Db, source: PageSource, store: StoreConfig, listed: readonly StoreConfig[]): Promise<SitemapPage[]> {
  if (!rendersPageType(store, source.pageType)) return [];
  const targets = listed.filter((target) => rendersPageType(target, source.pageType));
  const storeIds = [...new Set([store.storeId, ...targets.map((target) => target.storeId)])];
  const pages = await source.locate(db, storeIds);
  const byStore = new Map(targets.map((target) => [target, firstByKey(pages, target.storeId)] as const));
  return pages.filter((page) => page.storeId === store.storeId).map((page) => ({ path: page.path, alternates: alternatesOf(page, byStore) }));
}

/**
 * Every page a crawler may index in the store, by section: the pages that answer 200 there, each
 * once. `listed`: the stores of the language switcher, the ones alternates may name.
 */
export async function sitemapPages(db: Db, store: StoreConfig, listed: readonly StoreConfig[]): Promise<SitemapPages> {
  const pages: SitemapPages = { pages: [], categories: [], brands: [], sales: [], products: [] };
  const seen = new Set<string>();
  for (const source of PAGE_SOURCES) {
    for (const page of await pagesOf(db, source, store, listed)) {
      if (seen.has(page.path)) continue;
      seen.add(page.path);
      pages[source.section].push(page);
    }
  }
  return pages;
}
