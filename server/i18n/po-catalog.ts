import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '../../core/i18n/locales.ts';

const po = formatter({ lineNumbers: false });

/**
 * One .po catalog's texts by message id, as lingui reads them: the translation, and in the source
 * locale the English text itself; '' where a translation is missing.
 */
export function readPoTexts(file: string, locale: string): Record<string, string> {
  const catalog = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Record<
    string,
    { message?: string; translation?: string }
  >;
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || (locale === SOURCE_LOCALE ? (entry.message ?? '') : '')]));
}
