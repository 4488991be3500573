import type { FastifyInstance } from 'fastify';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { etagOf } from '../http/public-cache.ts';
import { DEFAULT_STORE_ID } from '../stores/store-registry.ts';
import { sitemapPages, type SitemapPage, type StorePage } from './sitemap-pages.ts';
import { SITEMAP_SECTIONS } from './sitemap-sources.ts';
import { SITEMAP_LIMITS, sitemapIndexXml, splitIntoFiles, urlElement, urlsetXml, type SitemapLimits } from './sitemap-xml.ts';

/** The index's address; its files are under SITEMAP_FOLDER. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_FOLDER = '/sitemaps';
/** How long a store's sitemap is reused in process: crawlers fetch the index and then its files within moments. */
export const SITEMAP_TTL_MS = 60_000;

export interface XmlBody {
  xml: string;
  etag: string;
}

/** One store's sitemap: its index, its files by name, and each listed page's alternates by path. */
export interface StoreSitemap {
  index: XmlBody;
  /** The file's XML, made on the first request for it. */
  file(name: string): XmlBody | null;
  alternates: ReadonlyMap<string, readonly StorePage[]>;
}

export interface SitemapOptions {
  db: Db;
  /** The stores of the language switcher, the ones alternates may name. */
  listed: readonly StoreConfig[];
  /** Its page is the x-default of the others. */
  defaultStore: StoreConfig | null;
  limits?: SitemapLimits;
  now?: () => number;
}

const withEtag = (xml: string): XmlBody => ({ xml, etag: etagOf(xml) });

async function buildSitemap(store: StoreConfig, options: SitemapOptions): Promise<StoreSitemap> {
  const pages = await sitemapPages(options.db, store, options.listed);
  const elementOf = (page: SitemapPage) => urlElement(page, store, options.defaultStore);
  const files = new Map<string, { pages: SitemapPage[]; body?: XmlBody }>();
  for (const section of SITEMAP_SECTIONS) {
    const parts = splitIntoFiles(pages[section], (page) => Buffer.byteLength(elementOf(page)), options.limits ?? SITEMAP_LIMITS);
    parts.forEach((part, i) => files.set(`${section}-${i + 1}.xml`, { pages: part }));
  }
  return {
    index: withEtag(sitemapIndexXml([...files.keys()].map((name) => `${store.origin}${SITEMAP_FOLDER}/${name}`))),
    file(name) {
      const found = files.get(name);
      if (!found) return null;
      found.body ??= withEtag(urlsetXml(found.pages.map(elementOf)));
      return found.body;
    },
    alternates: new Map(SITEMAP_SECTIONS.flatMap((section) => pages[section].map((page) => [page.path, page.alternates] as const))),
  };
}

export interface Sitemaps {
  /** The store's sitemap, made once per SITEMAP_TTL_MS; requests meanwhile share it, a failed one is not kept. */
  of(store: StoreConfig): Promise<StoreSitemap>;
  /** The same page in the listed stores that have it, for a page the store's sitemap lists; null for any other. */
  alternatesOf(store: StoreConfig, path: string): Promise<readonly StorePage[] | null>;
}

export function createSitemaps(options: SitemapOptions): Sitemaps {
  const now = options.now ?? Date.now;
  const kept = new Map<number, { expiresAt: number; sitemap: Promise<StoreSitemap> }>();
  const of = (store: StoreConfig): Promise<StoreSitemap> => {
    const found = kept.get(store.storeId);
    if (found && found.expiresAt > now()) return found.sitemap;
    const entry = { expiresAt: now() + SITEMAP_TTL_MS, sitemap: buildSitemap(store, options) };
    kept.set(store.storeId, entry);
    entry.sitemap.catch(() => {
      if (kept.get(store.storeId) === entry) kept.delete(store.storeId);
    });
    return entry.sitemap;
  };
  return { of, alternatesOf: async (store, path) => (await of(store)).alternates.get(path) ?? null };
}

/** The app's sitemaps: its stores in the switcher name each other's pages, the default store's is x-default. */
export function appSitemaps(app: FastifyInstance, options: Pick<SitemapOptions, 'limits' | 'now'> = {}): Sitemaps {
  const { db, stores } = app.summit;
  return createSitemaps({ db, listed: stores.all.filter((store) => store.listed !== false), defaultStore: stores.byId(DEFAULT_STORE_ID) ?? null, ...options });
}
