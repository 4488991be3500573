import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { bcp47, catalogLocale } from './locales.ts';

export function createI18n(locale: string, messages: Messages): I18n {
  const active = catalogLocale(locale);
  const i18n = setupI18n();
  i18n.load(active, messages);
  i18n.activate(active, [bcp47(active)]);
  return i18n;
}
