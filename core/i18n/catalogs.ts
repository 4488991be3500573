import type { Messages } from '@lingui/core';
import { catalogLocale, type CatalogLocale } from './locales.ts';

/**
 * One locale's catalogs, as the build's index for that locale (virtual:summit/catalogs) gives
 * them: the shell's inside the index itself, the forms' and each plugin's as chunks of their own.
 * A store so downloads one small index for its own locale and then only the catalogs of what it
 * shows, instead of every plugin carrying a loader for each of the 11 locales.
 */
export interface LocaleCatalogs {
  shell: Messages;
  catalogs: Record<string, () => Promise<{ messages: Messages }>>;
}

export type CatalogIndexes = Record<string, () => Promise<LocaleCatalogs>>;

export interface CatalogSource {
  readonly locale: CatalogLocale;
  shell(): Promise<Messages>;
  /** A catalog by name (`forms`, or a plugin's name); null when there is none. */
  load(name: string): Promise<Messages | null>;
}

export function createCatalogSource(indexes: CatalogIndexes, storeLocale: string): CatalogSource {
  const locale = catalogLocale(storeLocale);
  let index: Promise<LocaleCatalogs> | null = null;
  const read = () => {
    const load = indexes[locale];
    if (!load) return Promise.reject(new Error(`no catalogs for ${locale} in this build`));
    // A failed index is asked again next time (a network blip must not cost the texts for good).
    index ??= load().catch((error: unknown) => {
      index = null;
      throw error;
    });
    return index;
  };
  return {
    locale,
    shell: async () => (await read()).shell,
    load: async (name) => {
      const loader = (await read()).catalogs[name];
      return loader ? (await loader()).messages : null;
    },
  };
}
