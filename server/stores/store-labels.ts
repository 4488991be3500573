import type { StoreConfig } from '../../core/store/types.ts';

function capitalise(value: string, language: string): string {
  return value.charAt(0).toLocaleUpperCase(language) + value.slice(1);
}

/** The store's language named in itself: "English", "Français", "Deutsch". */
export function languageLabel(store: Pick<StoreConfig, 'language'>): string {
  // French and others write language names in lower case; a menu entry starts with a capital.
  return namesIn(store.language).language(store.language);
}

/** The store's country named in its language: "United Kingdom", "France", "Deutschland", "Suisse". */
export function countryLabel(store: Pick<StoreConfig, 'language' | 'country'>): string {
  return namesIn(store.language).region(store.country) ?? store.country;
}

/** Names of languages, currencies and countries in one language (Intl); a region Intl does not know is null. */
export function namesIn(language: string) {
  const of = (type: 'language' | 'currency' | 'region', code: string) => new Intl.DisplayNames([language], { type, fallback: 'none' }).of(code);
  return {
    language: (code: string) => capitalise(of('language', code) ?? code, language),
    currency: (code: string) => capitalise(of('currency', code) ?? code, language),
    region: (code: string) => of('region', code) ?? null,
  };
}

/** The shop delivers to the country of each of its stores. */
export function shippingCountries(stores: readonly Pick<StoreConfig, 'country'>[]): string[] {
  return [...new Set(stores.map((s) => s.country))].sort();
}
