import type { ComponentType, ReactNode } from 'react';
import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';

/*
 * The catalog's product listing (cards, prices in chunks, paging, loading, empty and error
 * states) as a service, on its own module: the search results page shows a search through it
 * without importing the catalog, and loads the listing's code only when it shows one.
 */

/** What the listing tells its host once the products are there. */
export interface ListingLoaded {
  title: string;
  total: number;
}

declare const preloaded: unique symbol;
/** A page of a listing the catalog fetched before it rendered (a page the server renders): the host hands it back as `initial`. */
export type PreloadedListing = { readonly [preloaded]: true };

export interface ProductListingProps {
  /** The search term whose products the listing shows. */
  q: string;
  /** The page's path and query string (paging links keep the other parameters; `p` is the page). */
  path: string;
  search: string;
  signal: AbortSignal;
  onLoaded?: (reply: ListingLoaded) => void;
  /** Replaces the title above the products. */
  heading?: (title: string) => ReactNode;
  /** Replaces the product count under the title. */
  count?: (total: number) => ReactNode;
  /** Shown instead of the grid when nothing matches. */
  empty?: ReactNode;
  /** What `load` fetched for this term and page. */
  initial?: PreloadedListing;
}

export interface ProductListingService {
  Listing: ComponentType<ProductListingProps>;
  /** The page of products `Listing` shows for a term and query string (`p` is the page), for a page's loader. */
  load(q: string, search: string, signal: AbortSignal): Promise<PreloadedListing>;
}

export const productListingService: ServiceRef<ProductListingService, 'product-listing'> = serviceRef('product-listing');
