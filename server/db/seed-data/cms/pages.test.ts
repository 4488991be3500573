import { describe, expect, it } from 'vitest';
import { repoStores } from '../../../test-support/test-support.ts';
import { CMS_PAGES } from '../rewrites.ts';
import type { StoreFacts } from './facts.ts';
import { cmsPagesFor, PAGES } from './index.ts';

const LANGUAGES = ['en', 'fr', 'de', 'da', 'es', 'sv'];
const TRANSLATED = ['fr', 'de', 'da', 'es', 'sv'];

/** Facts with a token of their own each, so that a page's placeholders can be told apart in its text. */
const FACTS: StoreFacts = {
  shop: '@shop@',
  email: 'help@example.test',
  phone: '@phone@',
  hours: '@hours@',
  company: '@company@',
  address: '@address@',
  moneyBackDays: 987,
  shipsWithinHours: 654,
  deliveryFee: '@fee@',
  freeDeliveryFrom: '@free-from@',
};

const pagesIn = (language: string) => new Map(PAGES[language]!(FACTS).map((page) => [page.identifier, page]));
const english = pagesIn('en');

/** How often each fact appears in a text. */
function factCounts(text: string): Record<string, number> {
  return Object.fromEntries(Object.entries(FACTS).map(([key, value]) => [key, text.split(String(value)).length - 1]));
}

/** The page's HTML without its words: the tags in order, with their attributes. */
const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];

describe('CMS seed pages', () => {
  it.each(LANGUAGES)('has every CMS page in %s, with a title, a meta description and content', (language) => {
    const pages = PAGES[language]!(FACTS);
    expect(pages.map((page) => page.identifier).sort()).toEqual([...CMS_PAGES].sort());
    for (const page of pages) {
      expect(page.title.trim(), `${language} ${page.identifier} title`).not.toBe('');
      expect(page.metaDescription.trim(), `${language} ${page.identifier} metaDescription`).not.toBe('');
      expect(page.content.trim(), `${language} ${page.identifier} content`).not.toBe('');
    }
  });

  it.each(TRANSLATED)('writes %s pages in their own language, with the HTML, links and store facts of the English ones', (language) => {
    for (const [identifier, page] of pagesIn(language)) {
      const en = english.get(identifier)!;
      const where = `${language} ${identifier}`;
      expect(page.title, where).not.toBe(en.title);
      expect(page.metaDescription, where).not.toBe(en.metaDescription);
      expect(page.content, where).not.toBe(en.content);
      expect(tags(page.content), where).toEqual(tags(en.content));
      expect(factCounts(page.metaDescription), where).toEqual(factCounts(en.metaDescription));
      expect(factCounts(page.content), where).toEqual(factCounts(en.content));
    }
  });

  it('names the cookie categories of the consent banner: essential, functional and performance, advertising', () => {
    expect(pagesIn('da').get('cookie-policy')!.content).toContain('<h2>Funktions- og ydeevnecookies</h2>');
    expect(pagesIn('es').get('cookie-policy')!.content).toContain('<h2>Cookies funcionales y de rendimiento</h2>');
    expect(pagesIn('sv').get('cookie-policy')!.content).toContain('<h2>Funktions- och prestandacookies</h2>');
    expect(pagesIn('da').get('cookie-policy')!.content).toContain('<h2>Annoncecookies</h2>');
    expect(pagesIn('es').get('cookie-policy')!.content).toContain('<h2>Cookies publicitarias</h2>');
    expect(pagesIn('sv').get('cookie-policy')!.content).toContain('<h2>Reklamcookies</h2>');
  });

  it('fills the pages with the store’s facts and falls back to English for a language without pages', () => {
    const [store] = repoStores();
    const danish = cmsPagesFor(store!, 'da');
    expect(danish.find((page) => page.identifier === 'about-us')).toMatchObject({ title: 'Om os' });
    expect(danish.find((page) => page.identifier === 'about-us')!.content).toContain(store!.shopName);
    expect(cmsPagesFor(store!, 'xx')).toEqual(cmsPagesFor(store!, 'en'));
  });
});
