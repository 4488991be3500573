/**
 * The checkout stand-in's card payment: no processor behind it, so it checks what a payment
 * page checks before it asks the bank (the number's Luhn digit, the expiry date, the security
 * code) and plays the bank with documented test numbers. Only the brand and the last four
 * digits leave this module; the full number is never kept.
 *
 * Test cards (any name, any future expiry, any 3-digit code; 4 digits for American Express):
 * - 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex): paid;
 * - 4000 0000 0000 0002: declined by the bank;
 * - 4000 0000 0000 9995: declined for insufficient funds.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY, as the shopper typed it. */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;

/** Why a card was refused: a field the shopper must correct, or the (pretend) bank's answer. */
export type CardProblem = 'required' | 'invalid-number' | 'invalid-expiry' | 'expired' | 'invalid-cvc' | 'declined' | 'insufficient-funds';

export type CardResult = { ok: true; brand: CardBrand; last4: string } | { ok: false; errors: Partial<Record<CardField, CardProblem>> };

/** Test numbers the pretend bank refuses, and how. */
const DECLINED: Record<string, CardProblem> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
};

export const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', card: 'Card' };

/** The digits of a card number as typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn check digit test every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** The expiry as year and month, or null when it is not MM/YY or MM/YYYY. */
export function parseExpiry(expiry: string): { year: number; month: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** A card is valid to the end of its expiry month. */
export function hasExpired(expiry: { year: number; month: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expiry.year * 12 + expiry.month < current;
}

function numberProblem(number: string): CardProblem | null {
  if (!number.trim()) return 'required';
  const digits = cardDigits(number);
  return digits && digits.length >= 12 && digits.length <= 19 && passesLuhn(digits) ? null : 'invalid-number';
}

function expiryProblem(text: string, now: Date): CardProblem | null {
  if (!text.trim()) return 'required';
  const expiry = parseExpiry(text);
  if (!expiry) return 'invalid-expiry';
  return hasExpired(expiry, now) ? 'expired' : null;
}

/** The form's checks, then the pretend bank's answer; a success gives only brand and last four digits. */
export function chargeCard(input: CardInput, now: Date = new Date()): CardResult {
  const errors: Partial<Record<CardField, CardProblem>> = {};
  const number = numberProblem(input.number);
  if (number) errors.number = number;
  const expiry = expiryProblem(input.expiry, now);
  if (expiry) errors.expiry = expiry;
  const digits = cardDigits(input.number) ?? '';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!input.cvc.trim()) errors.cvc = 'required';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = 'invalid-cvc';
  if (!input.name.trim()) errors.name = 'required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const refusal = DECLINED[digits];
  if (refusal) return { ok: false, errors: { number: refusal } };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}
