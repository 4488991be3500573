import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { idList, idParam, searchTerm, storeIdParam } from './common.ts';
import { bestseller } from './bestsellers.ts';
import { productPrice, productType } from './product.ts';
import { listingCard, listingFacets, listingFilterQuery } from './listing-facets.ts';

export { productCard, productPrice, productType, type ProductCard, type ProductPrice } from './product.ts';
export { bestsellers, type Bestseller } from './bestsellers.ts';

/** Catalog endpoints (spec 01 section 7, spec 02 section 7 "the shell also calls product, category..."). */

/** A category's or event's or brand's products: 42 per page, sorted by relevance (_score desc). */
export const catProductsEs = defineEndpoint({
  name: 'cat-products-es',
  method: 'GET',
  path: 'cat-products-es',
  query: z.object({
    storeId: storeIdParam(),
    categoryId: z.optional(idParam()),
    eventId: z.optional(idParam()),
    brandId: z.optional(idParam()),
    /** The live sales of one sale category type (spec 01 section 3; 5 NEW_SEASON for the New Season button); alone. */
    saleType: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(5))),
    /** A search term (the results page): only matching products, relevance by the full-text rank. */
    q: z.optional(searchTerm()),
    page: z._default(idParam(), 1),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(96)), 42),
    /** _score: relevance (a term's rank, then the merchandising order); discount: the saving in percent; created: when added. */
    sort: z._default(z.enum(['_score', 'price', 'name', 'discount', 'created']), '_score'),
    order: z._default(z.enum(['asc', 'desc']), 'desc'),
    ...listingFilterQuery,
  }),
  reply: z.object({
    title: z.string(),
    /** Listed models (a product sold per size counts once). */
    total: z.number(),
    page: z.number(),
    size: z.number(),
    pagesCount: z.number(),
    items: z.array(listingCard),
    /** With facets=1. */
    facets: z.optional(listingFacets),
  }),
});

/** Prices of up to 42 listed products (the client asks in chunks, at most 6 at a time). */
export const categoryPrices = defineEndpoint({
  name: 'category-prices',
  method: 'GET',
  path: 'category-prices',
  query: z.object({ storeId: storeIdParam(), productIds: idList(42) }),
  reply: z.object({ currency: z.string(), prices: z.array(productPrice) }),
});

const optionValue = z.object({ valueId: z.number(), label: z.string(), inStock: z.boolean() });
const bundleSelection = z.object({
  selectionId: z.number(),
  productId: z.number(),
  name: z.string(),
  defaultQty: z.number(),
  inStock: z.boolean(),
});

const productSpecification = z.object({ label: z.string(), value: z.string() });
export type ProductSpecification = z.output<typeof productSpecification>;

export const productDetail = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  brandId: z.nullable(z.number()),
  brandName: z.string(),
  brandUrl: z.nullable(z.string()),
  productType,
  /** 'Fitting Form Mondopoint' or 'Fitting Form Sole Length' (spec 01 section 3), or null. */
  fittingForm: z.nullable(z.string()),
  /** Ski bundle, ski pack, snowboard pack... (spec 01 section 3), or null. */
  typeLabel: z.nullable(z.string()),
  /** Plain text (no HTML) in the store's language; paragraphs are separated by a blank line. A backend may leave it out. */
  description: z.optional(z.string()),
  /** Facts of the product (length, waist width, flex...) in the store's language, in order; a backend may leave them out. */
  specifications: z.optional(z.array(productSpecification)),
  images: z.array(z.string()),
  categoryId: z.nullable(z.number()),
  categoryName: z.nullable(z.string()),
  /** The category's own page (the breadcrumb's link); a backend may leave it out. */
  categoryUrl: z.optional(z.nullable(z.string())),
  currency: z.string(),
  price: productPrice,
  inStock: z.boolean(),
  /** Configurable products: attribute options (options[attributeId] = valueId on add). */
  options: z.array(z.object({ attributeId: z.number(), code: z.string(), label: z.string(), values: z.array(optionValue) })),
  /** Bundles: bundleOptions[optionId][selectionId] = quantity on add. */
  bundleOptions: z.array(z.object({ optionId: z.number(), label: z.string(), required: z.boolean(), selections: z.array(bundleSelection) })),
  skiPass: z.nullable(z.object({ resort: z.string(), days: z.number() })),
  /** The identifier of the product's size guide (its page is /{sizeGuide}), or null. */
  sizeGuide: z.nullable(z.string()),
});
export type ProductDetail = z.output<typeof productDetail>;

export const singleProduct = defineEndpoint({
  name: 'single-product',
  method: 'GET',
  path: 'single-product/:id',
  params: z.object({ id: idParam() }),
  query: z.object({ storeId: storeIdParam() }),
  reply: productDetail,
});

export const brandBlocks = defineEndpoint({
  name: 'brand-blocks',
  method: 'GET',
  path: 'brand-blocks/:brandPageId',
  params: z.object({ brandPageId: idParam() }),
  query: z.object({ storeId: storeIdParam() }),
  reply: z.object({
    brandId: z.number(),
    name: z.string(),
    logoUrl: z.nullable(z.string()),
    /** Plain text paragraphs (no HTML). */
    description: z.array(z.string()),
  }),
});

export const brandBestsellersNew = defineEndpoint({
  name: 'brand-bestsellers-new',
  method: 'GET',
  path: 'brand-bestsellers-new',
  query: z.object({
    store_id: storeIdParam(),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
    gender: z.optional(z.coerce.number()),
    brand_id: z.optional(idParam()),
    category_id: z.optional(idParam()),
  }),
  reply: z.object({ items: z.array(bestseller) }),
});

/** The live sales events of categories (a product page shows its sale's end). */
export const productCategoryEvent = defineEndpoint({
  name: 'product-category-event',
  method: 'GET',
  path: 'product-category-event',
  query: z.object({ store_ids: idList(), category_ids: idList() }),
  reply: z.object({ events: z.array(z.object({ categoryId: z.number(), eventId: z.number(), startDate: z.string(), endDate: z.string() })) }),
});

/** Estimated delivery (spec 01 section 7): by basket item, by order item, or by products. */
export const productDispatchDate = defineEndpoint({
  name: 'product-dispatch-date',
  method: 'GET',
  path: 'product-dispatch-date',
  query: z.object({
    storeId: storeIdParam(),
    returnTimestamps: z.optional(z.literal('1')),
    cartItemId: z.optional(idParam()),
    orderItemId: z.optional(idParam()),
    productIds: z.optional(idList()),
    deliveryCountry: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  }),
  reply: z.object({
    items: z.array(
      z.object({
        cartItemId: z.nullable(z.number()),
        orderItemId: z.nullable(z.number()),
        productId: z.number(),
        /** Unix seconds. */
        estimatedDeliveryTimestampStart: z.number(),
        estimatedDeliveryTimestampEnd: z.number(),
      }),
    ),
  }),
});

/** What a product page reports with its page view (spec 01 'Product tracking'). */
export interface ProductViewFields {
  productId: number;
  productName: string;
  specialPrice: number;
  currencyCode: string;
  category: string;
  brandName: string;
}

/** What a category or listing page reports with its page view. */
export interface CategoryViewFields {
  categoryId: number;
  categoryName: string;
}

declare module '../core/kernel/events.ts' {
  interface PageViewFields {
    /** Set on product pages (reporter: catalog). */
    product: ProductViewFields;
    /** Set on category and listing pages (reporter: catalog). */
    category: CategoryViewFields;
  }
}
