import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';

/* A product's card and price, on their own: the basket's contract uses them without the catalog's endpoints. */

export const productType = z.enum(['simple', 'configurable', 'bundle', 'ski_pass']);

/** A product card's facts (listings, recommendations, bestsellers). Prices come separately. */
export const productCard = z.object({
  productId: z.number(),
  name: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  productType,
});
export type ProductCard = z.output<typeof productCard>;

export const productPrice = z.object({
  productId: z.number(),
  price: z.number(),
  rrp: z.nullable(z.number()),
  specialPrice: z.nullable(z.number()),
  /** Percent off rrp, rounded down; 0 when there is no saving. */
  discount: z.number(),
});
export type ProductPrice = z.output<typeof productPrice>;

/*
 * The services of the product page's parts, on this small module that the first screen loads
 * anyway: the catalog offers them, the basket and the deferred product-extras plugin use them.
 */

export interface LowestPriceProps {
  productId: number;
  /** The unit price as shown: the line appears only when it is a reduced price in an EU store. */
  price: { price: number; specialPrice: number | null; rrp: number | null };
  className?: string;
}

/**
 * The catalog's "lowest price in the 30 days before the reduction" line (EU stores, beside every
 * reduced price), so that the basket and the product extras show it without importing the
 * catalog. It fetches the prior prices itself, batched across the page.
 */
export interface LowestPriceService {
  LowestPrice: ComponentType<LowestPriceProps>;
}

export const lowestPriceService: ServiceRef<LowestPriceService, 'lowest-price'> = serviceRef('lowest-price');

/** The product a product page shows (a valtio proxy: read it with useSnapshot), null on other pages. */
export interface ProductPageState {
  product: ProductDetailView | null;
}

/** What the parts around a product page need to know of its product. */
export interface ProductDetailView {
  productId: number;
  name: string;
  brandId: number | null;
  brandName: string;
  categoryId: number | null;
  /** The identifier of the product's size guide (its page is /{sizeGuide}), or null. */
  sizeGuide: string | null;
}

/** The catalog's product page, for the parts other plugins add to it (its `product.details` and `product.below` slots). */
export interface ProductPageService {
  readonly state: ProductPageState;
}

export const productPageService: ServiceRef<ProductPageService, 'product-page'> = serviceRef('product-page');
