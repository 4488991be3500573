/**
 * Spec 01 section 9: a German hyphenation map for product feature labels. German compounds
 * ("Skischuhgröße") are longer than a phone's label column; soft hyphens (U+00AD) tell the
 * browser where such a word may break, and show a hyphen only where it does.
 */
const SHY = '\u00AD';

/** Lower-case word → its syllables where a break reads well. */
const HYPHENATION_DE: Readonly<Record<string, readonly string[]>> = {
  'mondopoint-größe': ['Mondo', 'point-Größe'],
  mondopointgröße: ['Mondo', 'point', 'größe'],
  skischuhgröße: ['Ski', 'schuh', 'größe'],
  schuhgröße: ['Schuh', 'größe'],
  sohlenlänge: ['Sohlen', 'länge'],
  skilänge: ['Ski', 'länge'],
  snowboardlänge: ['Snow', 'board', 'länge'],
  bindungsgröße: ['Bindungs', 'größe'],
  körpergröße: ['Körper', 'größe'],
  kopfumfang: ['Kopf', 'umfang'],
  einsatzbereich: ['Einsatz', 'bereich'],
  taillierung: ['Taillie', 'rung'],
  wassersäule: ['Wasser', 'säule'],
  atmungsaktivität: ['Atmungs', 'aktivität'],
  passform: ['Pass', 'form'],
  skistöcke: ['Ski', 'stöcke'],
  stocklänge: ['Stock', 'länge'],
};

function hyphenateWord(word: string): string {
  const parts = HYPHENATION_DE[word.toLowerCase()];
  if (!parts) return word;
  // The map's syllables rejoined carry the word's own letters and case.
  let at = 0;
  return parts
    .map((part) => {
      const original = word.slice(at, at + part.length);
      at += part.length;
      return original;
    })
    .join(SHY);
}

/** A feature label as the store's language shows it: German words of the map get their soft hyphens; other languages unchanged. */
export function hyphenateFeatureLabel(label: string, language: string): string {
  if (language !== 'de') return label;
  return label.replace(/[\p{L}-]+/gu, hyphenateWord);
}
