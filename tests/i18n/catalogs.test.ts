import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../core/i18n/locales.ts';
import { readPoTexts } from '../../server/i18n/po-catalog.ts';

/**
 * Every catalog (shell, forms, each plugin, the server) in every locale: complete, with the source's
 * placeholders, and written in its language. The production build already fails on a missing
 * translation of what a store loads; this also covers the server and the locales no store uses yet.
 */
const ROOT = join(import.meta.dirname, '../..');

/** Texts that stay the same across languages: names, codes, words every language borrows. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Instagram',
  'Facebook',
  'YouTube',
  'TikTok',
  'Strava',
  'Trustpilot',
  'Google Tag Manager',
  'Matomo',
  'Facebook Pixel',
]);
/** Shorter than this, a text may well be the same word in another language (Total, Newsletter, Login). */
const LONG_TEXT = 20;

const read = (dir: string, locale: string) => readPoTexts(join(dir, locale, 'messages.po'), locale);

/** Variable names and numbered tags: what a translation must keep from the source. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...variables, ...tags])].sort();
}

const catalogDirs = ['runtime/locales', 'core/kit/forms/locales', 'server/locales', ...readdirSync(join(ROOT, 'plugins')).map((p) => `plugins/${p}/locales`)]
  .map((dir) => join(ROOT, dir))
  .filter((dir) => existsSync(join(dir, SOURCE_LOCALE, 'messages.po')));

describe('message catalogs', () => {
  it('are found for the shell, the forms, the server and every plugin', () => {
    const names = catalogDirs.map((d) => d.slice(ROOT.length + 1));
    expect(names).toEqual(expect.arrayContaining(['runtime/locales', 'core/kit/forms/locales', 'server/locales', 'plugins/catalog/locales']));
  });

  for (const dir of catalogDirs) {
    const name = dir.slice(ROOT.length + 1);
    const source = read(dir, SOURCE_LOCALE);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      it(`${name}: ${locale} translates every message, keeps its placeholders and leaves no English`, () => {
        const catalog = read(dir, locale);
        const problems: string[] = [];
        for (const [id, english] of Object.entries(source)) {
          const translated = catalog[id] ?? '';
          if (!translated.trim()) {
            problems.push(`missing: ${english}`);
            continue;
          }
          if (placeholders(translated).join() !== placeholders(english).join()) problems.push(`placeholders differ: ${english} → ${translated}`);
          if (!locale.startsWith('en') && translated === english && english.length >= LONG_TEXT && !SAME_IN_EVERY_LANGUAGE.has(english)) {
            problems.push(`still English: ${english}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
