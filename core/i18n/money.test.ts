import { describe, expect, it } from 'vitest';
import { formatMoney, parseNumber, parsePrice } from './money.ts';

const normalise = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('money', () => {
  it('formats with the store template and price locale', () => {
    expect(formatMoney(1234.5, { code: 'GBP', template: '£#', priceLocale: 'en-GB' })).toBe('£1,234.50');
    expect(normalise(formatMoney(1234.5, { code: 'EUR', template: '# €', priceLocale: 'fr-FR' }))).toBe('1 234,50 €');
    expect(formatMoney(1234.5, { code: 'EUR', template: '# €', priceLocale: 'de-DE' })).toBe('1.234,50 €');
  });

  it('parses numbers and rejects non-finite values', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber(' 3.5 ')).toBe(3.5);
    expect(parseNumber(7)).toBe(7);
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(Infinity)).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
    expect(parseNumber(null)).toBeNull();
  });

  it('parses price strings with comma or dot decimals', () => {
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('£1,234.99')).toBe(1234.99);
    expect(parsePrice('1.234,99 €')).toBe(1234.99);
    expect(parsePrice('99')).toBe(99);
    expect(parsePrice('free')).toBeNull();
  });
});
