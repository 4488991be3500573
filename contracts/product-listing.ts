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
}

export interface ProductListingService {
  Listing: ComponentType<ProductListingProps>;
}

export const productListingService: ServiceRef<ProductListingService, 'product-listing'> = serviceRef('product-listing');
