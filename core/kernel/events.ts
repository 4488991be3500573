/** Payloads of the kernel hooks, the common language between plugins. */

export interface ConsentState {
  /** Whether the visitor has made a choice at all. */
  given: boolean;
  functional: boolean;
  advertising: boolean;
}

export interface ProductViewFields {
  productId: number;
  productName: string;
  specialPrice: number;
  currencyCode: string;
  category: string;
  brandName: string;
}

export interface CategoryViewFields {
  categoryId: number;
  categoryName: string;
}

export interface PageView {
  pageType: string;
  path: string;
  search: string;
  entityId: number | null;
  /** Set on product pages (spec 01 'Product tracking'). */
  product?: ProductViewFields;
  /** Set on category and listing pages. */
  category?: CategoryViewFields;
}

export interface BasketSnapshotItem {
  productId: number;
  sku: string;
  name: string;
  brandName: string;
  price: number;
  quantity: number;
}

/** Spec 01 'Basket tracking fields'. */
export interface BasketSnapshot {
  items: BasketSnapshotItem[];
  total: number;
  currency: string;
}

export interface BasketChange {
  kind: 'load' | 'add' | 'update' | 'remove' | 'apply-discount' | 'remove-discount';
  productId?: number;
  quantityDelta?: number;
}

export interface RouteChange {
  from: string | null;
  to: string;
}
