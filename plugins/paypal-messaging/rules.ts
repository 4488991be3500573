import type { ConsentCategory, PageRule } from '../../core/kit/tracking/third-party.ts';
import type { PageView } from '../../core/plugin-api.ts';

export interface PayPalMessagingOptions {
  clientId: string;
  scriptUrl?: string;
  pageTypes?: string[];
  exceptPageTypes?: string[];
  consent?: ConsentCategory;
}

export const DEFAULT_SCRIPT = '/vendor/paypal-messages.js';

export function messagePages(options: PayPalMessagingOptions): PageRule {
  return { pageTypes: options.pageTypes ?? ['product', 'basket'], exceptPageTypes: options.exceptPageTypes };
}

/** The SDK's address with the query PayPal's SDK reads (client-id, components, currency, locale). */
export function sdkUrl(options: PayPalMessagingOptions, store: { currency: { code: string }; locale: string }, base: string): string {
  const url = new URL(options.scriptUrl ?? DEFAULT_SCRIPT, base);
  url.searchParams.set('client-id', options.clientId);
  url.searchParams.set('components', 'messages');
  url.searchParams.set('currency', store.currency.code);
  url.searchParams.set('locale', store.locale);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * What the message is about on this page: the product's price on a product page (only when the
 * visitor may see prices), the basket's total on the basket page; null: no message.
 */
export function messageAmount(
  page: PageView | null,
  basketTotal: number | null,
  pricesShown: boolean,
): { amount: number; placement: 'product' | 'cart' } | null {
  if (!pricesShown || !page) return null;
  if (page.pageType === 'product' && page.product) return { amount: page.product.specialPrice, placement: 'product' };
  if (page.pageType === 'basket' && basketTotal !== null && basketTotal > 0) return { amount: basketTotal, placement: 'cart' };
  return null;
}
