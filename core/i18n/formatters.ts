/**
 * Intl's formatters, made once per locale and options and shared: making one costs far more than
 * using it, and a server renders many pages, each with many dates, numbers and lists. The keys
 * are few (the code's options, the stores' locales and time zones), so the cache stays small.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string | readonly string[], options: object | undefined, make: () => T): T {
  const key = `${kind}|${String(locale)}|${options ? JSON.stringify(options) : ''}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) made.set(key, (formatter = make()));
  return formatter;
}

export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('names', locale, options, () => new Intl.DisplayNames([locale], options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  once('collator', locale, options, () => new Intl.Collator(locale, options));
