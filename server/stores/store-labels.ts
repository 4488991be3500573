import type { StoreConfig } from '../../core/store/types.ts';

function capitalise(value: string, language: string): string {
  return value.charAt(0).toLocaleUpperCase(language) + value.slice(1);
}

/** The store's language named in itself: "English", "Français", "Deutsch". */
export function languageLabel(store: Pick<StoreConfig, 'language'>): string {
  return namesIn(store.language).language(store.language);
}

/** The store's country named in its language: "United Kingdom", "France", "Deutschland", "Suisse". */
export function countryLabel(store: Pick<StoreConfig, 'language' | 'country'>): string {
  return namesIn(store.language).region(store.country) ?? store.country;
}

type NameType = 'language' | 'currency' | 'region';

/** One Intl.DisplayNames per language and type: the switcher names every store on each page view. */
const displayNames = new Map<string, Intl.DisplayNames>();

function nameOf(language: string, type: NameType, code: string): string | undefined {
  const key = `${language}\0${type}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames([language], { type, fallback: 'none' })));
  return names.of(code);
}

/**
 * Names of languages, currencies and countries in one language (Intl). Language and currency
 * names start with a capital, as menu entries do (French writes "français"); a region Intl does
 * not know is null.
 */
export function namesIn(language: string) {
  return {
    language: (code: string) => capitalise(nameOf(language, 'language', code) ?? code, language),
    currency: (code: string) => capitalise(nameOf(language, 'currency', code) ?? code, language),
    region: (code: string) => nameOf(language, 'region', code) ?? null,
  };
}

/** The shop delivers to the country of each of its stores. */
export function shippingCountries(stores: readonly Pick<StoreConfig, 'country'>[]): string[] {
  return [...new Set(stores.map((s) => s.country))].sort();
}
