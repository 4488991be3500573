import type { StoreConfig } from '../../../../core/store/types.ts';
import { storeFacts, type CmsPageSeed, type StoreFacts } from './facts.ts';
import { pagesDa } from './pages-da.ts';
import { pagesDe } from './pages-de.ts';
import { pagesEn } from './pages-en.ts';
import { pagesEs } from './pages-es.ts';
import { pagesFr } from './pages-fr.ts';
import { pagesSv } from './pages-sv.ts';

export type { CmsPageSeed } from './facts.ts';

/** The content pages in each seed language; a language without its own pages gets the English ones. */
export const PAGES: Record<string, (f: StoreFacts) => CmsPageSeed[]> = {
  en: pagesEn,
  fr: pagesFr,
  de: pagesDe,
  da: pagesDa,
  es: pagesEs,
  sv: pagesSv,
};

/** The store's content pages in its language, with its own name, contacts, delivery terms and company. */
export function cmsPagesFor(store: StoreConfig, language: string): CmsPageSeed[] {
  return (PAGES[language] ?? pagesEn)(storeFacts(store));
}
