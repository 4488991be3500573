import { describe, expect, it } from 'vitest';
import { dateFormat, listFormat, numberFormat } from './formatters.ts';

describe('shared Intl formatters', () => {
  it('are made once per locale and options, and format as Intl does', () => {
    expect(numberFormat('fr-FR')).toBe(numberFormat('fr-FR'));
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('fr-FR'));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('fr-FR'));
    const options = { day: '2-digit', month: '2-digit', timeZone: 'Europe/Paris' } as const;
    expect(dateFormat('fr-FR', { ...options })).toBe(dateFormat('fr-FR', options));
    expect(dateFormat('fr-FR', options).format(new Date('2026-03-01T23:30:00Z'))).toBe('02/03');
    expect(listFormat('en-GB', { type: 'conjunction' }).format(['26.5', '27', '28'])).toBe('26.5, 27 and 28');
  });
});
