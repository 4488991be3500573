/** A text in the demo languages; stored as jsonb {en, fr, de}. */
export interface Text {
  en: string;
  fr: string;
  de: string;
}

export type SeedLanguage = keyof Text;

export const text = (en: string, fr: string, de: string): Text => ({ en, fr, de });

/** The seed has texts in en, fr and de; a store in any other language gets the English ones. */
export function seedLanguage(language: string): SeedLanguage {
  return language === 'fr' || language === 'de' ? language : 'en';
}
