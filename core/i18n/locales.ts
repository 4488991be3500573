/**
 * The locales that have catalogs: the one list that lingui's config, the browser's i18n and the
 * server's messages read. Spec 02 section 9: validation messages (and so every text) per locale;
 * an unknown locale falls back to the source locale.
 */
export const LOCALES = ['en_GB', 'da_DK', 'de_AT', 'de_CH', 'de_DE', 'es_ES', 'fr_CH', 'fr_FR', 'it_IT', 'nl_NL', 'sv_SE'] as const;

export type CatalogLocale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: CatalogLocale = 'en_GB';

export function isCatalogLocale(locale: string): locale is CatalogLocale {
  return (LOCALES as readonly string[]).includes(locale);
}

/** The catalog a store locale reads: its own, or the source locale's. */
export function catalogLocale(locale: string): CatalogLocale {
  return isCatalogLocale(locale) ? locale : SOURCE_LOCALE;
}

/** en_GB → en-GB: plural rules and Intl need BCP 47 tags. */
export function bcp47(locale: string): string {
  return locale.replace('_', '-');
}
