import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageResolution } from '../routing/types.ts';
import type { PageViewFields } from './events.ts';

/** What a page reports about itself: the fields its plugin's contract declares, and the entity when the route does not say it. */
export type PageViewDetails = Partial<PageViewFields> & { entityId?: number | null };

/** What a page component receives. */
export interface PageProps<Data = unknown> {
  resolution: PageResolution;
  /** Aborted when the shopper leaves the page: pass it to API calls. */
  signal: AbortSignal;
  /**
   * For pages registered with `reportsOwnView`: call once the page knows what it shows
   * (the fields its plugin's contract declares, the entity); the kernel then calls `pageView`. Other pages are
   * reported by the shell as soon as they render.
   */
  reportView(details: PageViewDetails): void;
  /**
   * What the page's loader fetched for this very resolution before the page rendered: on the
   * server, and in the browser for the page the server rendered (the data travels in the HTML,
   * so hydration neither refetches nor differs). Undefined on later navigations: the page loads
   * its data itself, with the same loader.
   */
  preloaded?: Data;
}

export interface PageLoaderArgs {
  resolution: PageResolution;
  signal: AbortSignal;
}

/**
 * Fetches what the page shows first, through the kernel's API client. It rejects with an
 * ApiError of status 404 (or a PageNotFoundError) when what the page shows does not exist: the
 * server then answers 404 with the not-found page.
 */
export type PageLoader<Data> = (args: PageLoaderArgs) => Promise<Data>;

/** What the document's head says about a page: the server writes it, search engines and link previews read it. */
export interface PageHead {
  /** Without the shop name (the shell adds it). */
  title?: string;
  description?: string;
  /** An absolute or root-relative image URL for link previews. */
  image?: string;
  /** Open Graph type; `website` when not set. */
  type?: 'website' | 'product' | 'article';
  /** schema.org data about what the page shows (JSON-LD): one script per object. */
  structuredData?: Record<string, unknown> | readonly Record<string, unknown>[];
  /** False for pages search engines should not index (search results, member pages). */
  indexable?: boolean;
}

/** A page's module: the component, and for a page the server renders with data, its loader and head. */
export interface PageModule<Data = unknown> {
  default: ComponentType<PageProps<Data>>;
  loader?: PageLoader<Data>;
  head?: (data: Data, resolution: PageResolution) => PageHead;
}

/** A page module with its data type erased: the kernel keeps pages of every type side by side. */
export interface AnyPageModule {
  default: ComponentType<PageProps<unknown>>;
  loader?: PageLoader<unknown>;
  head?: (data: unknown, resolution: PageResolution) => PageHead;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps<unknown>>>;

export interface PageOptions {
  /** The page calls `reportView` itself when its data is loaded. */
  reportsOwnView?: boolean;
}

/** The one place a page module's data type is erased: its component, loader and head agree on `Data`. */
export function erasePageModule<Data>(page: PageModule<Data>): AnyPageModule {
  return page as unknown as AnyPageModule;
}
