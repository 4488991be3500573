import { serviceRef, type ServiceRef } from '../core/kernel/services.ts';

/*
 * The catalog's product page and the parts other plugins add to it: the catalog offers the
 * product-page service on this module of its own (no schemas), which the first screen loads.
 */

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
}

export interface ProductPageService {
  readonly state: ProductPageState;
  /** Puts the product on screen into the state; the returned function takes it out again. */
  show(product: ProductDetailView): () => void;
}

export const productPageService: ServiceRef<ProductPageService, 'product-page'> = serviceRef('product-page');
