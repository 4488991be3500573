import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';

/* A product's card and price, on their own: the basket's contract uses them without the catalog's endpoints. */

export const productType = z.enum(['simple', 'configurable', 'bundle', 'ski_pass']);

/** Spec 01 section 3 product type labels of a bundle (Ski bundle, ski pack, snowboard pack, snowboard bundle). */
export const BUNDLE_TYPES = ['ski_bundle', 'ski_pack', 'snowboard_pack', 'snowboard_bundle'] as const;
export const bundleType = z.enum(BUNDLE_TYPES);
export type BundleType = z.output<typeof bundleType>;

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
 * The catalog's product page and the parts other plugins add to it: the catalog offers the
 * product-page service on this small module, which the first screen loads anyway.
 */

export interface LowestPriceProps {
  productId: number;
  /** The unit price as shown: the line appears only when it is a reduced price in an EU store. */
  price: { price: number; specialPrice: number | null; rrp: number | null };
  className?: string;
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

/** A valtio proxy: read it in components with useSnapshot. */
export interface ProductPageState {
  /** The product the product page shows (the catalog sets it), null on other pages. */
  product: ProductDetailView | null;
  /**
   * The EU's "lowest price in the 30 days before the reduction" line, set by the plugin that
   * draws it once it has loaded (null before, and where it is off). The catalog and the basket
   * show it beside every reduced price; it fetches the prior prices itself, batched per page.
   */
  LowestPrice: ComponentType<LowestPriceProps> | null;
}

export interface ProductPageService {
  readonly state: ProductPageState;
  /** Puts the product on screen into the state; the returned function takes it out again. */
  show(product: ProductDetailView): () => void;
}

export const productPageService: ServiceRef<ProductPageService, 'product-page'> = serviceRef('product-page');
