import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageResolution } from '../routing/types.ts';
import type { PageViewFields } from './events.ts';
import type { PluginContext } from './plugin.ts';

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

export interface PageLoaderArgs<Name extends string = string> {
  resolution: PageResolution;
  signal: AbortSignal;
  /** The context of the plugin whose page this is (the kernel passes it; the page's component reads it with `usePlugin()`). */
  ctx: PluginContext<Name>;
}

/**
 * Fetches what the page shows first, through the plugin's API client. It rejects with an
 * ApiError of status 404 (or a PageNotFoundError) when what the page shows does not exist: the
 * server then answers 404 with the not-found page. The page's component calls it too, with the
 * same arguments, when the shopper comes to the page by a later navigation.
 */
export type PageLoader<Data, Name extends string = string> = (args: PageLoaderArgs<Name>) => Promise<Data>;

/** What the page's head says, from the data its loader fetched. */
export type PageHeadOf<Data, Name extends string = string> = (data: Data, resolution: PageResolution, ctx: PluginContext<Name>) => PageHead;

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

/**
 * A page's module, the one shape of every page (docs/writing-a-plugin.md): its `default` component
 * (which reads the plugin's context with `usePlugin()`), and for a page the server renders with
 * data, its `loader` and `head`, both given the plugin's context by the kernel.
 */
export interface PageModule<Data = unknown, Name extends string = string> {
  default: ComponentType<PageProps<Data>>;
  loader?: PageLoader<Data, Name>;
  head?: PageHeadOf<Data, Name>;
}

/** A page module with its plugin's context bound: what the kernel calls. */
interface BoundPageModule<Data> {
  default: ComponentType<PageProps<Data>>;
  loader?: (args: Omit<PageLoaderArgs, 'ctx'>) => Promise<Data>;
  head?: (data: Data, resolution: PageResolution) => PageHead;
}

/** A bound page module with its data type erased: the kernel keeps pages of every type side by side. */
export type AnyPageModule = BoundPageModule<unknown>;

export type PageComponent = LazyExoticComponent<ComponentType<PageProps<unknown>>>;

export interface PageOptions {
  /** The page calls `reportView` itself when its data is loaded. */
  reportsOwnView?: boolean;
}

/**
 * Gives the page's loader and head their plugin's context, and erases the module's data type (the
 * one place it is erased: its component, loader and head agree on `Data`).
 */
export function bindPageModule<Data, Name extends string>(page: PageModule<Data, Name>, ctx: PluginContext<Name>): AnyPageModule {
  const { loader, head } = page;
  const bound: BoundPageModule<Data> = { default: page.default };
  if (loader) bound.loader = ({ resolution, signal }) => loader({ resolution, signal, ctx });
  if (head) bound.head = (data, resolution) => head(data, resolution, ctx);
  return bound as unknown as AnyPageModule;
}
