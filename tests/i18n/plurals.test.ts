import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../core/i18n/locales.ts';
import { readPoTexts } from '../../server/i18n/po-catalog.ts';

const ROOT = join(import.meta.dirname, '../..');
const catalogDirs = [
  'runtime/locales',
  'core/kit/forms/locales',
  'server/locales',
  ...readdirSync(join(ROOT, 'plugins')).map((p) => `plugins/${p}/locales`),
].filter((dir) => existsSync(join(ROOT, dir, SOURCE_LOCALE, 'messages.po')));

/** A number (a placeholder) right before a word that changes with it: "{count} items", "{0} days". */
const COUNTED = /\{\w+\}\s?(items?|products?|points?|days?|reviews?|characters?|hrs?|hours?|orders?|results?|articles?|sizes?)\b/i;

/** A catalog's texts keyed by their English text, so that a test names what it checks. */
function byEnglish(dir: string, locale: string): Record<string, string> {
  const english = readPoTexts(join(ROOT, dir, SOURCE_LOCALE, 'messages.po'), SOURCE_LOCALE);
  const translated = readPoTexts(join(ROOT, dir, locale, 'messages.po'), locale);
  return Object.fromEntries(Object.entries(english).map(([id, text]) => [text, translated[id] ?? '']));
}

/** The text as a shopper reads it, in `locale`, with `values`. */
function render(dir: string, locale: string, english: string, values: Record<string, unknown>): string {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: locale.replace('_', '-'), messages: { text: byEnglish(dir, locale)[english]! } });
  return i18n._('text', values);
}

describe('counts in the catalogs', () => {
  it.each(catalogDirs)('%s: every count next to a counted word goes through a plural', (dir) => {
    const texts = Object.values(readPoTexts(join(ROOT, dir, SOURCE_LOCALE, 'messages.po'), SOURCE_LOCALE));
    expect(texts.filter((text) => COUNTED.test(text) && !/\{\w+, plural,/.test(text))).toEqual([]);
  });

  it('tells one item from several in the basket, in English, French and German', () => {
    const basket = 'Basket, {count, plural, one {# item} other {# items}}';
    expect(render('plugins/basket/locales', 'en_GB', basket, { count: 1 })).toBe('Basket, 1 item');
    expect(render('plugins/basket/locales', 'en_GB', basket, { count: 3 })).toBe('Basket, 3 items');
    expect(render('plugins/basket/locales', 'fr_FR', basket, { count: 1 })).toBe('Panier, 1 article');
    expect(render('plugins/basket/locales', 'fr_FR', basket, { count: 2 })).toBe('Panier, 2 articles');
    expect(render('plugins/basket/locales', 'de_DE', basket, { count: 2 })).toBe('Warenkorb, 2 Artikel');
    expect(render('plugins/basket/locales', 'nl_NL', basket, { count: 2 })).toBe('Winkelwagen, 2 artikelen');
  });

  it('says "1 product" and "0 produit" as each language does', () => {
    const products = '{total, plural, one {# product} other {# products}}';
    expect(render('plugins/catalog/locales', 'en_GB', products, { total: 1 })).toBe('1 product');
    expect(render('plugins/catalog/locales', 'en_GB', products, { total: 0 })).toBe('0 products');
    // French takes the singular for zero.
    expect(render('plugins/catalog/locales', 'fr_FR', products, { total: 0 })).toBe('0 produit');
    expect(render('plugins/catalog/locales', 'sv_SE', products, { total: 66 })).toBe('66 produkter');
  });

  it('counts days, reviews and characters too, each number written as the language writes it', () => {
    const reviews = 'Rated {score}/5 from {reviews, plural, one {# review} other {# reviews}}';
    expect(render('runtime/locales', 'en_GB', reviews, { score: 4.6, reviews: 37000 })).toBe('Rated 4.6/5 from 37,000 reviews');
    expect(render('runtime/locales', 'de_DE', reviews, { score: 4.6, reviews: 1 })).toBe('Bewertet mit 4.6/5 aus 1 Bewertung');
    const days = '{moneyBackDays, plural, one {# day} other {# days}} to change your mind after receipt!';
    expect(render('runtime/locales', 'en_GB', days, { moneyBackDays: 14 })).toBe('14 days to change your mind after receipt!');
    expect(render('runtime/locales', 'da_DK', days, { moneyBackDays: 1 })).toBe('1 dags fortrydelsesret efter modtagelsen!');
    const min = '{field} must be at least {count, plural, one {# character} other {# characters}}.';
    expect(render('core/kit/forms/locales', 'en_GB', min, { field: 'Name', count: 1 })).toBe('Name must be at least 1 character.');
    expect(render('core/kit/forms/locales', 'es_ES', min, { field: 'Nombre', count: 8 })).toBe('El campo Nombre debe tener al menos 8 caracteres.');
  });
});
