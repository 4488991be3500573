import type { StoreConfig } from '../../../../core/store/types.ts';
import { storeFacts, type CmsPageSeed, type StoreFacts } from './facts.ts';
import { articlesEn, type ArticleSeed } from './articles-en.ts';
import { pagesDa } from './pages-da.ts';
import { pagesDe } from './pages-de.ts';
import { pagesEn } from './pages-en.ts';
import { pagesEs } from './pages-es.ts';
import { pagesFr } from './pages-fr.ts';
import { pagesSv } from './pages-sv.ts';

export type { CmsPageSeed } from './facts.ts';
export type { ArticleSeed } from './articles-en.ts';

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

/**
 * Content pages with addresses of their own: the blog archive and the advice page, in English
 * stores only (the footer of the others hides their links, spec 02 section 5).
 */
export function articlesFor(store: StoreConfig, language: string): ArticleSeed[] {
  return language === 'en' ? articlesEn(storeFacts(store)) : [];
}
