import { dateFormat } from './formatters.ts';

/** dd/mm, the short form of the spec's date format, for delivery windows (basket items, order items). */
export function deliveryWindow(startSeconds: number, endSeconds: number, locale: string): string {
  const format = dateFormat(locale, { day: '2-digit', month: '2-digit' });
  return `${format.format(new Date(startSeconds * 1000))} – ${format.format(new Date(endSeconds * 1000))}`;
}
