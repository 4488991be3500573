/** The languages of the demo seed: every seed text has all six. */
export const SEED_LANGUAGES = ['en', 'fr', 'de', 'da', 'es', 'sv'] as const;

export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** A text in the demo languages; stored as jsonb {en, fr, de, da, es, sv}. */
export interface Text {
  en: string;
  fr: string;
  de: string;
  da: string;
  es: string;
  sv: string;
}

export const text = (en: string, fr: string, de: string, da: string, es: string, sv: string): Text => ({ en, fr, de, da, es, sv });

/** The same change in every language (a path prefix, a size after the name...). */
export function mapText(t: Text, f: (value: string, language: SeedLanguage) => string): Text {
  return text(f(t.en, 'en'), f(t.fr, 'fr'), f(t.de, 'de'), f(t.da, 'da'), f(t.es, 'es'), f(t.sv, 'sv'));
}

/** The store language when the seed has texts in it ('da', 'es-ES', 'SV' too), else English. */
export function seedLanguage(language: string): SeedLanguage {
  const code = language.toLowerCase().split(/[-_]/)[0];
  return SEED_LANGUAGES.find((l) => l === code) ?? 'en';
}
