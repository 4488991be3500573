import { describe, expect, it } from 'vitest';
import { hyphenateFeatureLabel } from './hyphenation-de.ts';

const SHY = '\u00AD';

describe('German hyphenation of product feature labels (spec 01 section 9)', () => {
  it('puts soft hyphens into the German words of the map', () => {
    expect(hyphenateFeatureLabel('Skischuhgröße', 'de')).toBe(`Ski${SHY}schuh${SHY}größe`);
    expect(hyphenateFeatureLabel('Mondopoint-Größe', 'de')).toBe(`Mondo${SHY}point-Größe`);
  });

  it('keeps the label’s own case and the words around the compound', () => {
    expect(hyphenateFeatureLabel('Empfohlene skilänge (cm)', 'de')).toBe(`Empfohlene ski${SHY}länge (cm)`);
    expect(hyphenateFeatureLabel('SOHLENLÄNGE', 'de')).toBe(`SOHLEN${SHY}LÄNGE`);
  });

  it('leaves words outside the map as they are', () => {
    expect(hyphenateFeatureLabel('Länge', 'de')).toBe('Länge');
    expect(hyphenateFeatureLabel('Größe', 'de')).toBe('Größe');
  });

  it('changes nothing in other languages', () => {
    expect(hyphenateFeatureLabel('Skischuhgröße', 'en')).toBe('Skischuhgröße');
    expect(hyphenateFeatureLabel('Mondopoint size', 'fr')).toBe('Mondopoint size');
  });

  it('takes nothing away: the label without soft hyphens is the label', () => {
    for (const label of ['Mondopoint-Größe', 'Kopfumfang', 'Taillierung und Einsatzbereich']) {
      expect(hyphenateFeatureLabel(label, 'de').replaceAll(SHY, '')).toBe(label);
    }
  });
});
