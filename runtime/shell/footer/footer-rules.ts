import type { NavNode } from '../../../contracts/navigation.ts';
import type { StoreConfig } from '../../../core/store/types.ts';

/**
 * Spec 02 section 5: footer menu children are hidden for non-English stores when the url
 * includes archived/blog or is exactly advice.
 */
export function visibleFooterChildren(children: readonly NavNode[], language: string): NavNode[] {
  if (language === 'en') return [...children];
  return children.filter((child) => !child.url.includes('archived/blog') && child.url !== 'advice');
}

export interface DisplayPhone {
  display: string;
  href: string;
  label: string;
}

/** The store's customer-service number, formatted for people and as a tel: link (by the store loader). */
export function displayPhone(store: Pick<StoreConfig, 'customerService'>): DisplayPhone | null {
  const first = store.customerService.phones[0];
  if (!first) return null;
  return { display: first.display ?? first.number, href: first.uri ?? `tel:${first.number}`, label: first.label };
}

export type PaymentBadge = StoreConfig['payment']['icons'][number] | 'amex';

/** Payment icons in config order, with American Express unless the store switches it off. */
export function paymentBadges(payment: StoreConfig['payment']): PaymentBadge[] {
  return payment.americanExpress ? [...payment.icons, 'amex'] : [...payment.icons];
}

export const PAYMENT_NAMES: Record<PaymentBadge, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  cb: 'Carte Bancaire',
  paypal: 'PayPal',
  amazonpay: 'Amazon Pay',
  klarna: 'Klarna',
  amex: 'American Express',
};

/** Image paths of the language-dependent badges and B-corp logo (files in public/badges). */
export function badgeImages(badges: StoreConfig['badges']): { appStore: string; googlePlay: string; bCorp: string } {
  return {
    appStore: `/badges/app-store-${badges.language}.svg`,
    googlePlay: `/badges/google-play-${badges.language}.svg`,
    bCorp: `/badges/b-corp-${badges.bCorp}.svg`,
  };
}
