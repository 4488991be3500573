import type { StoreConfig } from '../../../../core/store/types.ts';
import type { SeedLanguage } from '../text.ts';
import { storeFacts, type CmsPageSeed } from './facts.ts';
import { pagesDe } from './pages-de.ts';
import { pagesEn } from './pages-en.ts';
import { pagesFr } from './pages-fr.ts';

export type { CmsPageSeed } from './facts.ts';

const PAGES: Partial<Record<SeedLanguage, typeof pagesEn>> = { en: pagesEn, fr: pagesFr, de: pagesDe };

/** The store's content pages in its language, with its own name, contacts, delivery terms and company. */
export function cmsPagesFor(store: StoreConfig, language: SeedLanguage): CmsPageSeed[] {
  return (PAGES[language] ?? pagesEn)(storeFacts(store));
}
