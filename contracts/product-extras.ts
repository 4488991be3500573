import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { idList, idParam, storeIdParam } from './common.ts';
import { productCard, productPrice } from './product.ts';

/*
 * What a product page shows below its purchase form (spec 02 section 7, "the shell also calls
 * product, category and basket endpoints"; spec 01 section 7 related-sales): related products,
 * more of the brand, recommendations, the sales of its department, stock messages and deliveries,
 * and the EU's lowest prior price. On a module of their own, so that they load with the part of
 * the page that shows them.
 */

/** A product card with its price in the store's currency (shown only to those who may see prices). */
export const pricedCard = z.object({ ...productCard.shape, price: productPrice });
export type PricedCard = z.output<typeof pricedCard>;

const cardsReply = z.object({ items: z.array(pricedCard) });

const cardsLimit = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(24)), fallback);

/** Products the catalog relates to this one (a ski's bindings, boots and poles...). */
export const productsRelated = defineEndpoint({
  name: 'products-related',
  method: 'GET',
  path: 'products-related',
  query: z.object({ storeId: storeIdParam(), productId: idParam(), limit: cardsLimit(12) }),
  reply: cardsReply,
});

/** Other products of the product's brand, most wanted first. */
export const productsRelatedBrand = defineEndpoint({
  name: 'products-related-brand',
  method: 'GET',
  path: 'products-related-brand',
  query: z.object({ storeId: storeIdParam(), productId: idParam(), limit: cardsLimit(12) }),
  reply: cardsReply,
});

/** Spec 02 section 9: recommended products count 12. */
export const RECOMMENDED_COUNT = 12;

/** Products of the product's department that the shop recommends beside it. */
export const productsRecommended = defineEndpoint({
  name: 'products-recommended',
  method: 'GET',
  path: 'products-recommended',
  query: z.object({ storeId: storeIdParam(), productId: idParam(), limit: cardsLimit(RECOMMENDED_COUNT) }),
  reply: cardsReply,
});

export const relatedSale = z.object({
  eventId: z.number(),
  categoryId: z.number(),
  name: z.string(),
  /** The sale's listing, e.g. /event/ski-flash-sale */
  url: z.string(),
  imageUrl: z.nullable(z.string()),
  /** ISO date-time. */
  endDate: z.string(),
  cardType: z.enum(['Inline', 'Flash']),
});
export type RelatedSale = z.output<typeof relatedSale>;

/**
 * Spec 01 section 7: the live sales of a category's department (categoryId, default 1: every
 * department), for the store and the visitor's customer group.
 */
export const relatedSales = defineEndpoint({
  name: 'related-sales',
  method: 'GET',
  path: 'related-sales',
  query: z.object({
    categoryId: z._default(idParam(), 1),
    storeId: storeIdParam(),
    customerGroupId: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)), 0),
  }),
  reply: z.object({ items: z.array(relatedSale) }),
});

/** Below this many units left a product (or one of its sizes) says so. */
export const LOW_STOCK_THRESHOLD = 5;

export const stockMessage = z.object({
  /** The option value (a size, a length) the message is about; null for the product itself. */
  valueId: z.nullable(z.number()),
  label: z.nullable(z.string()),
  level: z.enum(['sold-out', 'low']),
  /** Units left (0 when sold out). */
  quantity: z.number(),
});
export type StockMessage = z.output<typeof stockMessage>;

/** What is sold out or nearly: the product, or each of its sizes (the storefront words the messages). */
export const getStockMessages = defineEndpoint({
  name: 'get-stock-messages',
  method: 'GET',
  path: 'get-stock-messages',
  query: z.object({ storeId: storeIdParam(), productId: idParam() }),
  reply: z.object({ productId: z.number(), messages: z.array(stockMessage) }),
});

export const stockDelivery = z.object({
  valueId: z.nullable(z.number()),
  label: z.nullable(z.string()),
  quantity: z.number(),
  /** ISO date the units are expected in the warehouse. */
  expectedDate: z.string(),
});
export type StockDelivery = z.output<typeof stockDelivery>;

/** Stock on its way to the warehouse: when a sold-out product or size is back. */
export const getStockDelivery = defineEndpoint({
  name: 'get-stock-delivery',
  method: 'GET',
  path: 'get-stock-delivery',
  query: z.object({ storeId: storeIdParam(), productId: idParam() }),
  reply: z.object({ productId: z.number(), deliveries: z.array(stockDelivery) }),
});

/**
 * The EU's prior price of each product (Directive 98/6/EC art. 6a): the lowest price charged in
 * the store in the 30 days before its current price took effect, from the stored price history.
 */
export const omnibusPrices = defineEndpoint({
  name: 'omnibus-prices',
  method: 'GET',
  path: 'omnibus-prices',
  query: z.object({ storeId: storeIdParam(), productIds: idList(42) }),
  reply: z.object({
    currency: z.string(),
    items: z.array(z.object({ productId: z.number(), lowestPrice: z.number(), days: z.number() })),
  }),
});
