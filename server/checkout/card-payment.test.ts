import { describe, expect, it } from 'vitest';
import { cardBrand, chargeCard, hasExpired, parseExpiry, passesLuhn } from './card-payment.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof chargeCard>[0]> = {}) =>
  chargeCard({ number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', name: 'Petra Chase', ...overrides }, NOW);

describe('card payment stand-in', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('names the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('reads MM/YY and MM/YYYY; a card is valid to the end of its month', () => {
    expect(parseExpiry('12/27')).toEqual({ year: 2027, month: 12 });
    expect(parseExpiry(' 3 / 2030 ')).toEqual({ year: 2030, month: 3 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('1227')).toBeNull();
    expect(hasExpired({ year: 2026, month: 11 }, NOW)).toBe(false);
    expect(hasExpired({ year: 2026, month: 10 }, NOW)).toBe(true);
  });

  it('pays with a test card and keeps only brand and last four digits', () => {
    expect(card()).toEqual({ ok: true, brand: 'visa', last4: '4242' });
    expect(card({ number: '3782-822463-10005', cvc: '1234' })).toEqual({ ok: true, brand: 'amex', last4: '0005' });
  });

  it('puts each problem at its field', () => {
    expect(card({ number: '4242 4242 4242 4241' })).toEqual({ ok: false, errors: { number: 'invalid-number' } });
    expect(card({ number: '4242abcd' })).toEqual({ ok: false, errors: { number: 'invalid-number' } });
    expect(card({ expiry: '10/26' })).toEqual({ ok: false, errors: { expiry: 'expired' } });
    expect(card({ expiry: 'soon' })).toEqual({ ok: false, errors: { expiry: 'invalid-expiry' } });
    expect(card({ cvc: '12' })).toEqual({ ok: false, errors: { cvc: 'invalid-cvc' } });
    expect(card({ number: '', expiry: '', cvc: '', name: ' ' })).toEqual({
      ok: false,
      errors: { number: 'required', expiry: 'required', cvc: 'required', name: 'required' },
    });
  });

  it('plays the bank: the documented numbers are declined', () => {
    expect(card({ number: '4000 0000 0000 0002' })).toEqual({ ok: false, errors: { number: 'declined' } });
    expect(card({ number: '4000000000009995' })).toEqual({ ok: false, errors: { number: 'insufficient-funds' } });
  });
});
