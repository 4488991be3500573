import { join } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { bcp47, catalogLocale, type CatalogLocale } from '../../core/i18n/locales.ts';
import { readPoTexts } from './po-catalog.ts';

/**
 * The server's texts (auth and account messages, order status labels, the checkout stand-in) come
 * from the lingui catalogs in server/locales, like the storefront's: one system, one locale list.
 * The server reads the .po files as they are (no build step), once per locale.
 */
const CATALOG_DIR = join(import.meta.dirname, '..', 'locales');
const byLocale = new Map<CatalogLocale, I18n>();

function readCatalog(locale: CatalogLocale): Messages {
  const texts = readPoTexts(join(CATALOG_DIR, locale, 'messages.po'), locale);
  return Object.fromEntries(Object.entries(texts).flatMap(([id, text]) => (text ? [[id, compileMessage(text)]] : [])));
}

/** The server's i18n for a store locale (a locale without catalog reads the source locale). */
export function serverI18n(locale: string): I18n {
  const active = catalogLocale(locale);
  let i18n = byLocale.get(active);
  if (!i18n) {
    i18n = setupI18n();
    i18n.load(active, readCatalog(active));
    i18n.activate(active, [bcp47(active)]);
    byLocale.set(active, i18n);
  }
  return i18n;
}

/** A message of the server's catalog, written as a call of `i18n._` so that `lingui extract` finds its id and English text. */
export type ServerMessage = (i18n: I18n) => string;

/** A table of server messages, read in a store's locale. */
export function messagesIn<Key extends string>(table: Record<Key, ServerMessage>): (key: Key, locale: string) => string {
  return (key, locale) => table[key](serverI18n(locale));
}
