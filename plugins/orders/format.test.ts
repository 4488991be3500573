import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderMoney } from './format.ts';

describe('order formats', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(formatOrderDate(new Date(2026, 0, 5, 12).toISOString())).toBe('05/01/2026');
    expect(formatOrderDate('nonsense')).toBe('');
  });

  it('formats money in the order currency', () => {
    expect(formatOrderMoney(1234.5, { currencyFormat: '£#', priceLocale: 'en-GB', currencyCode: 'GBP' })).toBe('£1,234.50');
    expect(formatOrderMoney(1234.5, { currencyFormat: '# €', priceLocale: 'de-DE', currencyCode: 'EUR' })).toBe('1.234,50 €');
  });
});
