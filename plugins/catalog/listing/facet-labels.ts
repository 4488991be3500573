import { numberFormat, type CurrencyFormat } from '../../../core/plugin-api.ts';

/*
 * Amounts and percentages of the facets, through Intl with the store's price locale: price bands
 * are whole amounts ("£50", "1.500 kr."), savings are percentages ("30 %" in French).
 */

/** 1500 → "1.500 kr." in Denmark: a band's bound, without decimals. */
export const wholeMoney = (amount: number, currency: CurrencyFormat): string =>
  currency.template.replace('#', numberFormat(currency.priceLocale, { maximumFractionDigits: 0 }).format(amount));

/** 30 → "30 %" in France, "30%" in the UK. */
export const percent = (value: number, locale: string): string => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
