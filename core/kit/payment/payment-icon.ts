/**
 * Spec 02 section 5: the payment icon of an order or a saved payment method is chosen by its
 * method code's pattern (card providers, PayPal, Amazon, open invoice). Codes are the payment
 * providers' own (adyen_cc_visa, paypal_express, amazon_payments, adyen_openinvoice_klarna...);
 * card brands are tried first, so a card code names its brand when it carries one.
 */
export const PAYMENT_ICONS = ['visa', 'mastercard', 'maestro', 'amex', 'card', 'paypal', 'amazonpay', 'invoice'] as const;
export type PaymentIcon = (typeof PAYMENT_ICONS)[number];

const PATTERNS: readonly [RegExp, PaymentIcon][] = [
  [/amex|american[\s_-]?express/, 'amex'],
  [/maestro/, 'maestro'],
  [/master[\s_-]?card|(^|[\s_-])mc($|[\s_-])/, 'mastercard'],
  [/visa/, 'visa'],
  [/paypal/, 'paypal'],
  [/amazon/, 'amazonpay'],
  [/open[\s_-]?invoice|invoice|klarna|afterpay|ratepay/, 'invoice'],
  [/(^|[\s_-])(cc|card|cards|creditcard|adyen|stripe)($|[\s_-])/, 'card'],
];

/** The icon of a method code, or null when no pattern matches (the page then shows the label alone). */
export function paymentIcon(methodCode: string): PaymentIcon | null {
  const code = methodCode.trim().toLowerCase();
  if (!code) return null;
  for (const [pattern, icon] of PATTERNS) if (pattern.test(code)) return icon;
  return null;
}

/** Where the icon's picture is served (public/payment). */
export const paymentIconUrl = (icon: PaymentIcon): string => `/payment/${icon}.svg`;
