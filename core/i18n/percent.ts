/** Percentages through Intl with the store's locale: '-33 %' in French, '-33%' in English. */

import { numberFormat } from './formatters.ts';

const percentFormatter = (locale: string) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

/** A whole percentage (33 → '33 %' in fr-FR). */
export function formatPercent(percent: number, locale: string): string {
  return percentFormatter(locale).format(percent / 100);
}

/** A reduction as a badge states it (33 → '-33 %' in fr-FR, '-33%' in en-GB). */
export function formatReduction(percent: number, locale: string): string {
  return percentFormatter(locale).format(-Math.abs(percent) / 100);
}
