import { setupI18n, type I18n, type Messages } from '@lingui/core';

/** Locales with catalogs; any other store locale falls back to the source locale. */
export const CATALOG_LOCALES = ['en_GB', 'fr_FR', 'de_DE'] as const;
export const SOURCE_LOCALE = 'en_GB';

export function catalogLocale(locale: string): string {
  return (CATALOG_LOCALES as readonly string[]).includes(locale) ? locale : SOURCE_LOCALE;
}

export function createI18n(locale: string, messages: Messages): I18n {
  const active = catalogLocale(locale);
  const i18n = setupI18n();
  i18n.load(active, messages);
  // Catalogs are named en_GB; plural rules and number formats (Intl) need the BCP 47 tag en-GB.
  i18n.activate(active, [active.replace('_', '-')]);
  return i18n;
}
