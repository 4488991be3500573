import * as z from 'zod/mini';

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
