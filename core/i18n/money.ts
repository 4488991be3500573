/** Money and number handling (Intl for grouping and decimals, the store's template for the symbol). */

import { numberFormat } from './formatters.ts';

export interface CurrencyFormat {
  code: string;
  /** '#' is replaced by the formatted amount, e.g. '£#' or '# €'. */
  template: string;
  /** BCP 47 locale for Intl, e.g. 'fr-FR'. */
  priceLocale: string;
}

const amountFormatter = (locale: string) => numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 in fr-FR with '# €' → '1 234,50 €' (Intl's narrow no-break space kept). */
export function formatMoney(amount: number, currency: CurrencyFormat): string {
  return currency.template.replace('#', amountFormatter(currency.priceLocale).format(amount));
}

/** Spec: accepts numeric strings or numbers, rejects non-finite values (null when rejected). */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Spec 02 section 5: price strings are parsed as numbers, accepting comma or dot decimals. */
export function parsePrice(value: unknown): number | null {
  if (typeof value !== 'string') return parseNumber(value);
  const cleaned = value.replace(/[^\d,.-]/g, '');
  const lastSeparator = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  if (lastSeparator === -1) return parseNumber(cleaned);
  const whole = cleaned.slice(0, lastSeparator).replace(/[,.]/g, '');
  return parseNumber(`${whole}.${cleaned.slice(lastSeparator + 1)}`);
}
