import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEFAULT_MIN_PASSWORD_LENGTH, type Rule, type RuleName } from './validators.ts';

interface MessageInput {
  field: string;
  arg: string;
  other: string;
}

/*
 * One message per rule, through lingui (the forms catalog, in every locale of core/i18n/locales.ts). A locale
 * without a catalog falls back to the source (en_GB) text of the descriptor.
 */
const MESSAGES: Record<RuleName, (input: MessageInput) => MessageDescriptor> = {
  required: ({ field }) => msg`${field} is required.`,
  min: ({ field, arg }) => {
    const count = Number(arg);
    return msg`${field} must be at least ${plural(count, { one: '# character', other: '# characters' })}.`;
  },
  max: ({ field, arg }) => {
    const count = Number(arg);
    return msg`${field} may not be longer than ${plural(count, { one: '# character', other: '# characters' })}.`;
  },
  email: ({ field }) => msg`${field} must be a valid email address.`,
  alpha_dash: ({ field }) => msg`${field} may only contain letters, numbers, dashes and underscores.`,
  numeric: ({ field }) => msg`${field} may only contain digits.`,
  size: ({ field, arg }) => msg`${field} must be smaller than ${arg} KB.`,
  ext: ({ field, arg }) => msg`${field} must be a file of type ${arg}.`,
  confirmed: ({ field, other }) => msg`${field} does not match ${other}.`,
  min_value: ({ field, arg }) => msg`${field} must be ${arg} or more.`,
  max_value: ({ field, arg }) => msg`${field} must be ${arg} or less.`,
  phone: ({ field }) => msg`${field} is not a valid phone number.`,
  phone_collect: ({ field }) => msg`${field} must be a mobile number we can reach on delivery day.`,
  postcode: ({ field }) => msg`${field} is not a valid postcode for this country.`,
  email_domain: ({ field }) => msg`Please check the domain of ${field}: it looks misspelt.`,
  url: ({ field }) => msg`${field} must be a valid web address.`,
  is: ({ field }) => msg`${field} is not the expected value.`,
  is_not: ({ field }) => msg`${field} may not be this value.`,
  min_password_length: ({ field, arg }) => {
    const count = Number(arg);
    return msg`${field} must have at least ${plural(count, { one: '# character', other: '# characters' })}.`;
  },
  required_region: ({ field }) => msg`${field} is required for this country.`,
  required_postcode: ({ field }) => msg`${field} is required for this country.`,
  has_upper_lower_case: ({ field }) => msg`${field} must contain upper and lower case letters.`,
  has_digit: ({ field }) => msg`${field} must contain a digit.`,
  has_symbol: ({ field }) => msg`${field} must contain a symbol.`,
};

/**
 * The message for a broken rule, in the active locale. `label` is the field's visible label;
 * `labelOf` gives the label of another field named by the rule (confirmed:password).
 */
export function ruleMessage(i18n: I18n, rule: Rule, label: string, labelOf: (field: string) => string = (f) => f): string {
  const arg = rule.name === 'min_password_length' ? (rule.args[0] ?? String(DEFAULT_MIN_PASSWORD_LENGTH)) : rule.args.join(', ');
  const other = rule.name === 'confirmed' ? labelOf(rule.args[0] ?? '') : '';
  return i18n._(MESSAGES[rule.name]({ field: label, arg, other }));
}
