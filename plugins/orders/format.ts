import { formatMoney } from '../../core/plugin-api.ts';

/** Spec 01 section 5: order dates as dd/mm/yyyy (in the shopper's time zone). */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Money in the order's own currency format (template, price locale), not the store's. */
export function formatOrderMoney(amount: number, order: { currencyFormat: string; priceLocale: string; currencyCode: string }): string {
  return formatMoney(amount, { template: order.currencyFormat, priceLocale: order.priceLocale, code: order.currencyCode });
}
