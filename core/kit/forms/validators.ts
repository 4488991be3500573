import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { parseNumber } from '../../i18n/money.ts';
import { isValidPostcode, postcodeRequired, regionRequired } from './address-rules.ts';

/** The form validators registered for the storefront (spec 01 section 5), one module for every form. */
export const RULE_NAMES = [
  'required',
  'min',
  'max',
  'email',
  'alpha_dash',
  'numeric',
  'size',
  'ext',
  'confirmed',
  'min_value',
  'max_value',
  'phone',
  'phone_collect',
  'postcode',
  'email_domain',
  'url',
  'is',
  'is_not',
  'min_password_length',
  'required_region',
  'required_postcode',
  'has_upper_lower_case',
  'has_digit',
  'has_symbol',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface Rule {
  name: RuleName;
  args: string[];
}

/** A field's rules: 'required|min:8|confirmed:password', or parsed rules. */
export type RulesInput = string | readonly Rule[];

/** The password policy of every form that sets a new password (registration, the register modals, reset), checked again by the server. */
export const PASSWORD_RULES = 'required|min_password_length:8|has_upper_lower_case|has_digit';

export type FormValues = Readonly<Record<string, unknown>>;

type Check = (value: unknown, args: string[], values: FormValues) => boolean;

export const DEFAULT_MIN_PASSWORD_LENGTH = 8;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const intArg = (args: string[], index = 0, fallback = 0): number => parseNumber(args[index]) ?? fallback;
/** An argument that names another field takes that field's value, else it is the value itself. */
const refArg = (args: string[], values: FormValues, index = 0): string => {
  const arg = args[index] ?? '';
  return arg in values ? text(values[arg]) : arg;
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Misspelt domains of big mail providers. */
const MISSPELT_DOMAINS = new Set([
  'gmial.com',
  'gmai.com',
  'gmail.co',
  'gamil.com',
  'gnail.com',
  'hotmial.com',
  'hotmal.com',
  'hotmail.co',
  'yahoo.co',
  'yaho.com',
  'outlok.com',
  'outloo.com',
  'icloud.co',
  'wanadoo.f',
  'orange.f',
  'gmx.d',
]);

function files(value: unknown): { name: string; size: number }[] {
  if (Array.isArray(value)) return value.filter((f): f is { name: string; size: number } => typeof f?.name === 'string');
  if (value && typeof value === 'object' && 'name' in value && 'size' in value) return [value as { name: string; size: number }];
  return [];
}

const CHECKS: Record<RuleName, Check> = {
  required: (v) => !isEmpty(v),
  min: (v, a) => text(v).length >= intArg(a),
  max: (v, a) => text(v).length <= intArg(a, 0, Infinity),
  email: (v) => EMAIL.test(text(v).trim()),
  alpha_dash: (v) => /^[\p{L}\p{N}_-]+$/u.test(text(v)),
  numeric: (v) => /^\d+$/.test(text(v)),
  // Kilobytes, for file inputs.
  size: (v, a) => files(v).every((f) => f.size <= intArg(a) * 1024),
  ext: (v, a) => files(v).every((f) => a.some((ext) => f.name.toLowerCase().endsWith(`.${ext.toLowerCase()}`))),
  confirmed: (v, a, values) => text(v) === text(values[a[0] ?? ''] ?? ''),
  min_value: (v, a) => {
    const n = parseNumber(v);
    return n !== null && n >= intArg(a);
  },
  max_value: (v, a) => {
    const n = parseNumber(v);
    return n !== null && n <= intArg(a);
  },
  phone: (v, a, values) => {
    const country = refArg(a, values).toUpperCase() as CountryCode;
    return isValidPhoneNumber(text(v), country || undefined);
  },
  // A number to reach the shopper on the day of delivery: a mobile (or possibly mobile) line.
  phone_collect: (v, a, values) => {
    const country = refArg(a, values).toUpperCase() as CountryCode;
    const parsed = parsePhoneNumberFromString(text(v), country || undefined);
    if (!parsed?.isValid()) return false;
    const type = parsed.getType();
    return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
  },
  postcode: (v, a, values) => isValidPostcode(text(v), refArg(a, values)),
  email_domain: (v) => {
    const domain = text(v).trim().toLowerCase().split('@')[1] ?? '';
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(domain) && !MISSPELT_DOMAINS.has(domain);
  },
  url: (v) => {
    try {
      return ['http:', 'https:'].includes(new URL(text(v)).protocol);
    } catch {
      return false;
    }
  },
  is: (v, a) => text(v) === (a[0] ?? ''),
  is_not: (v, a) => text(v) !== (a[0] ?? ''),
  min_password_length: (v, a) => text(v).length >= intArg(a, 0, DEFAULT_MIN_PASSWORD_LENGTH),
  required_region: (v, a, values) => !regionRequired(refArg(a, values)) || !isEmpty(v),
  required_postcode: (v, a, values) => !postcodeRequired(refArg(a, values)) || !isEmpty(v),
  has_upper_lower_case: (v) => /\p{Lu}/u.test(text(v)) && /\p{Ll}/u.test(text(v)),
  has_digit: (v) => /\d/.test(text(v)),
  has_symbol: (v) => /[^\p{L}\p{N}\s]/u.test(text(v)),
};

/** Rules that judge an empty value; the others pass it (a field is optional unless `required`). */
const CHECKS_EMPTY = new Set<RuleName>(['required', 'confirmed', 'is', 'required_region', 'required_postcode']);

function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

/** 'required|min:8|ext:jpg,png' → rules; an unknown rule name is a programming error. */
export function parseRules(input: RulesInput): Rule[] {
  if (typeof input !== 'string') return [...input];
  return input
    .split('|')
    .filter(Boolean)
    .map((part) => {
      const [name = '', rawArgs] = part.split(/:(.*)/s);
      if (!isRuleName(name)) throw new Error(`unknown validation rule ${name}`);
      return { name, args: rawArgs === undefined || rawArgs === '' ? [] : rawArgs.split(',') };
    });
}

export function check(rule: Rule, value: unknown, values: FormValues = {}): boolean {
  if (isEmpty(value) && !CHECKS_EMPTY.has(rule.name)) return true;
  return CHECKS[rule.name](value, rule.args, values);
}

/** The first rule the value breaks, or null. */
export function firstFailure(value: unknown, rules: RulesInput, values: FormValues = {}): Rule | null {
  for (const rule of parseRules(rules)) if (!check(rule, value, values)) return rule;
  return null;
}

/** Every field's first broken rule (fields without one are left out). */
export function validateValues<F extends string>(values: Readonly<Record<F, unknown>>, rules: Partial<Record<F, RulesInput>>): Partial<Record<F, Rule>> {
  const failures: Partial<Record<F, Rule>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const failure = firstFailure(values[field], rules[field]!, values);
    if (failure) failures[field] = failure;
  }
  return failures;
}
