import type { AccountLock } from '../../contracts/auth.ts';
import type { AbTestEntry } from '../../contracts/ab-tests.ts';
import type { BasketChange, BasketSnapshot, BasketSnapshotItem } from '../../contracts/basket.ts';
import type { ConsentState } from '../../contracts/consent.ts';
import type { SearchSubmission } from '../../contracts/search.ts';
import type { PageView, ReadonlySession } from '../../core/plugin-api.ts';
import type { TrackedOrder } from '../../contracts/tracking.ts';

/** Data-layer events of spec 01 section 7 / spec 02, in GA4 e-commerce shapes. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

export type DataLayerEvent = { event: string } & Record<string, unknown>;

const round = (value: number) => Math.round(value * 100) / 100;

function basketItem(item: BasketSnapshotItem, quantity = item.quantity): Ga4Item {
  return { item_id: String(item.productId), item_name: item.name, item_brand: item.brandName, item_variant: item.sku, price: item.price, quantity };
}

/** Spec 01 'Session tracking': storeId, userId, isConfirmed, storeType, storeLocale (+ login, group, gender). */
export function sessionInitialised(session: ReadonlySession): DataLayerEvent {
  return {
    event: 'session_initialised',
    session: {
      storeId: session.storeId,
      userId: session.raw?.customer_id ?? null,
      isConfirmed: session.isConfirmed,
      storeType: session.raw?.store_type ?? null,
      storeLocale: session.storeLocale,
      isUserLoggedIn: session.isUserLoggedIn,
      groupId: session.raw?.group ?? null,
      genderId: session.genderId,
    },
  };
}

export function virtualPageView(view: PageView): DataLayerEvent {
  return { event: 'virtual_page_view', page_type: view.pageType, page_path: `${view.path}${view.search}`, entity_id: view.entityId };
}

/** Spec 01 'Product tracking' as GA4 view_item. */
export function productView(view: PageView): DataLayerEvent | null {
  const p = view.product;
  if (!p) return null;
  return {
    event: 'view_item',
    ecommerce: {
      currency: p.currencyCode,
      value: p.specialPrice,
      items: [
        { item_id: String(p.productId), item_name: p.productName, item_brand: p.brandName, item_category: p.category, price: p.specialPrice, quantity: 1 },
      ],
    },
  };
}

export function categoryView(view: PageView): DataLayerEvent | null {
  const c = view.category;
  if (!c) return null;
  return { event: 'view_item_list', ecommerce: { item_list_id: String(c.categoryId), item_list_name: c.categoryName } };
}

/** GA4 `search`: a submitted term, and whether Enter or the button sent it. */
export function searchEvent(submission: SearchSubmission): DataLayerEvent {
  return { event: 'search', search_term: submission.term, search_source: submission.source };
}

/** GA4 `view_search_results` on the results page, with the term and how many products match. */
export function searchResultsView(view: PageView): DataLayerEvent | null {
  const s = view.searchResults;
  if (!s) return null;
  return { event: 'view_search_results', search_term: s.term, results_count: s.resultsCount };
}

export function signUp(): DataLayerEvent {
  return { event: 'sign_up' };
}

/** Spec 01 section 8: a login or join the brute-force lock refused (429) is tracked. */
export function bruteForceLock(lock: AccountLock): DataLayerEvent {
  return { event: 'brute_force_lock', form: lock.action };
}

/** add_to_cart with the added item (its added quantity when the change says it). */
export function addToCart(basket: BasketSnapshot, change: BasketChange): DataLayerEvent | null {
  const item = basket.items.find((i) => i.productId === change.productId);
  if (!item) return null;
  const quantity = change.quantityDelta ?? item.quantity;
  return { event: 'add_to_cart', ecommerce: { currency: basket.currency, value: round(item.price * quantity), items: [basketItem(item, quantity)] } };
}

/** Cart view (basket loaded) or cart update (any other change). */
export function cartViewOrUpdate(basket: BasketSnapshot, change: BasketChange): DataLayerEvent {
  return {
    event: change.kind === 'load' ? 'view_cart' : 'cart_update',
    ecommerce: { currency: basket.currency, value: basket.total, items: basket.items.map((item) => basketItem(item)) },
  };
}

/** Spec 01 'Purchase tracking': the order's fields and the visitor's orders count. */
export function purchase(order: TrackedOrder, visitorOrdersCount: number): DataLayerEvent {
  return {
    event: 'purchase',
    visitor_orders_count: visitorOrdersCount,
    ecommerce: {
      transaction_id: order.transactionId,
      currency: order.currency,
      value: order.total,
      value_excluding_tax_and_shipping: round(order.total - order.tax - order.shipping),
      shipping: order.shipping,
      tax: order.tax,
      ...(order.promoCode ? { coupon: order.promoCode } : {}),
      items: order.products.map((p) => ({ item_id: p.id, item_name: p.name, item_brand: p.brand, price: p.price, quantity: p.quantity })),
    },
  };
}

/** The visitor's lifetime value after a purchase (orders count of 'Purchase tracking'). */
export function lifetimeValue(ordersTotalCount: number, currency: string, value: number): DataLayerEvent {
  return { event: 'lifetime_value', ltv: { orders_total_count: ordersTotalCount, currency, value } };
}

export function cookieConsentUpdate(consent: ConsentState): DataLayerEvent {
  return { event: 'cookie_consent_update', cookie_consent: { functional: consent.functional, advertising: consent.advertising } };
}

/** The visitor's variation of an A/B test (spec 02 section 4: assignments reach the data layer). */
export function abTestAssignment(entry: AbTestEntry): DataLayerEvent {
  return { event: 'ab_test', ab_test_code: entry.abTestCode, ab_test_variation: entry.abTestVariationCode };
}
