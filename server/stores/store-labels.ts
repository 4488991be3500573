import type { StoreConfig } from '../../core/store/types.ts';

function capitalise(value: string, language: string): string {
  return value.charAt(0).toLocaleUpperCase(language) + value.slice(1);
}

/** The store's language named in itself: "English", "Français", "Deutsch". */
export function languageLabel(store: Pick<StoreConfig, 'language'>): string {
  const name = new Intl.DisplayNames([store.language], { type: 'language' }).of(store.language) ?? store.language;
  // French and others write language names in lower case; a menu entry starts with a capital.
  return capitalise(name, store.language);
}

/** The store's country named in its language: "United Kingdom", "France", "Deutschland", "Schweiz". */
export function countryLabel(store: Pick<StoreConfig, 'language' | 'country'>): string {
  return new Intl.DisplayNames([store.language], { type: 'region' }).of(store.country) ?? store.country;
}
