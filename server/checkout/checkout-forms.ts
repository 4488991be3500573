import { ADDRESS_FORM_RULES } from '../../core/kit/forms/address-rules.ts';
import { PASSWORD_RULES, validateValues, type RuleName } from '../../core/kit/forms/validators.ts';
import type { PostalAddress } from '../../contracts/shapes.ts';
import { message } from '../members/messages.ts';
import type { CardField, CardInput, CardProblem } from './card-payment.ts';
import { checkoutText, fieldText, type CheckoutTextKey, type FieldTextKey } from './checkout-text.ts';

/** What the shopper typed into one of the stand-in's forms, and the message at each field that needs a change. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export const EMPTY_FORM: FormState = { values: {}, errors: {} };

type Body = Record<string, unknown>;

/** The named fields of a posted form, as text of at most `max` characters (anything else is read as empty). */
export function readFields<F extends string>(body: Body, fields: readonly F[], max = 254): Record<F, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, max) : '');
  return Object.fromEntries(fields.map((field) => [field, text(body[field])])) as Record<F, string>;
}

/** Which field message a broken rule of the shared form rules gives. */
const RULE_TEXT: Partial<Record<RuleName, FieldTextKey>> = {
  required: 'required',
  required_postcode: 'required',
  required_region: 'required',
  postcode: 'postcode',
  phone: 'phone',
  email: 'email',
};

function ruleErrors<F extends string>(values: Record<F, string>, rules: Partial<Record<F, string>>, locale: string): Record<string, string> {
  const failures = validateValues(values, rules);
  const labelOf = (field: string) => checkoutText(field as CheckoutTextKey, locale);
  return Object.fromEntries(
    Object.entries(failures).map(([field, rule]) => [field, fieldText(RULE_TEXT[(rule as { name: RuleName }).name] ?? 'invalid', labelOf(field), locale)]),
  );
}

export const ADDRESS_INPUTS = ['firstname', 'lastname', 'street', 'street2', 'postcode', 'city', 'region', 'countryId', 'telephone'] as const;

/** The address form, checked by the rules of the account's address form; the country must be one the shop delivers to. */
export function readAddress(body: Body, countries: readonly string[], locale: string): { ok: true; address: PostalAddress } | { ok: false; form: FormState } {
  const values = readFields(body, ADDRESS_INPUTS, 200);
  const errors = ruleErrors(values, ADDRESS_FORM_RULES, locale);
  if (!errors.countryId && !countries.includes(values.countryId)) errors.countryId = fieldText('invalid', checkoutText('countryId', locale), locale);
  if (Object.keys(errors).length > 0) return { ok: false, form: { values, errors } };
  return { ok: true, address: values };
}

/** The sign-in and join forms: an email address and a password (spec 01 section 3's registration form). */
export function readCredentials(body: Body, join: boolean, locale: string): { ok: true; email: string; password: string } | { ok: false; form: FormState } {
  const values = readFields(body, ['email', 'password'] as const, 254);
  const errors = ruleErrors(values, { email: 'required|email', password: join ? PASSWORD_RULES : 'required' }, locale);
  if (join && errors.password && values.password) errors.password = message('weakPassword', locale);
  // A password is never sent back into the page.
  const kept = { email: values.email };
  return Object.keys(errors).length > 0 ? { ok: false, form: { values: kept, errors } } : { ok: true, ...values };
}

export function readCard(body: Body): CardInput {
  const prefixed = readFields(body, ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName'] as const, 100);
  return { number: prefixed.cardNumber, expiry: prefixed.cardExpiry, cvc: prefixed.cardCvc, name: prefixed.cardName };
}

const CARD_LABEL: Record<CardField, CheckoutTextKey> = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', name: 'cardName' };

function cardProblemText(field: CardField, problem: CardProblem, locale: string): string {
  switch (problem) {
    case 'required':
      return fieldText('required', checkoutText(CARD_LABEL[field], locale), locale);
    case 'invalid-number':
      return checkoutText('cardNumberInvalid', locale);
    case 'invalid-expiry':
      return checkoutText('cardExpiryInvalid', locale);
    case 'expired':
      return checkoutText('cardExpired', locale);
    case 'invalid-cvc':
      return checkoutText('cardCvcInvalid', locale);
    case 'declined':
      return checkoutText('cardDeclined', locale);
    case 'insufficient-funds':
      return checkoutText('cardInsufficient', locale);
  }
}

/** The card form as the page shows it again: what was typed (never the security code), each problem at its field (cardNumber...). */
export function cardForm(card: CardInput, problems: Partial<Record<CardField, CardProblem>>, locale: string): FormState {
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [CARD_LABEL[field as CardField], cardProblemText(field as CardField, problem, locale)]),
  );
  return { values: { cardNumber: card.number, cardExpiry: card.expiry, cardName: card.name }, errors };
}
