import { describe, expect, it } from 'vitest';
import { formatPercent, formatReduction } from './percent.ts';

describe('percentages', () => {
  it('follow the locale: a space before % in French, none in English', () => {
    expect(formatReduction(33, 'fr-FR')).toBe('-33\u00a0%');
    expect(formatReduction(33, 'en-GB')).toBe('-33%');
    expect(formatPercent(12, 'de-DE')).toBe('12\u00a0%');
  });

  it('rounds to whole percents and always shows a reduction as negative', () => {
    expect(formatReduction(-27.6, 'en-GB')).toBe('-28%');
  });
});
