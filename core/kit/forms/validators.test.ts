import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from './messages.ts';
import { check, firstFailure, parseRules, RULE_NAMES, validateValues, type Rule, type RuleName } from './validators.ts';

const ok = (rule: string, value: unknown, values = {}) => {
  const [parsed] = parseRules(rule);
  return check(parsed!, value, values);
};

describe('validators', () => {
  it('parses rule strings with arguments', () => {
    expect(parseRules('required|min:8|ext:jpg,png')).toEqual([
      { name: 'required', args: [] },
      { name: 'min', args: ['8'] },
      { name: 'ext', args: ['jpg', 'png'] },
    ]);
    expect(() => parseRules('nope')).toThrow(/unknown validation rule/);
  });

  it.each<[string, unknown, boolean, Record<string, unknown>?]>([
    ['required', '', false],
    ['required', '  ', false],
    ['required', 'x', true],
    ['min:3', 'ab', false],
    ['min:3', 'abc', true],
    ['max:3', 'abcd', false],
    ['email', 'a@b', false],
    ['email', 'a@b.co', true],
    ['alpha_dash', 'a b', false],
    ['alpha_dash', 'é_1-x', true],
    ['numeric', '12a', false],
    ['numeric', '0123', true],
    ['size:1', { name: 'a.jpg', size: 2048 }, false],
    ['size:2', { name: 'a.jpg', size: 2048 }, true],
    ['ext:jpg,png', { name: 'a.gif', size: 1 }, false],
    ['ext:jpg,png', { name: 'A.PNG', size: 1 }, true],
    ['confirmed:password', 'abc', false, { password: 'abd' }],
    ['confirmed:password', 'abc', true, { password: 'abc' }],
    ['min_value:2', '1.5', false],
    ['min_value:2', 2, true],
    ['min_value:0', 'Infinity', false],
    ['max_value:10', '10', true],
    ['max_value:10', 'abc', false],
    ['phone:GB', '12345', false],
    ['phone:GB', '020 3514 0500', true],
    ['phone:country', '01 42 68 53 00', true, { country: 'FR' }],
    ['phone_collect:GB', '020 3514 0500', false],
    ['phone_collect:GB', '07400 123456', true],
    ['postcode:GB', '12345', false],
    ['postcode:GB', 'SW1A 1AA', true],
    ['postcode:country', '7500', false, { country: 'FR' }],
    ['postcode:country', '75001', true, { country: 'FR' }],
    ['email_domain', 'x@gmial.com', false],
    ['email_domain', 'x@gmail.com', true],
    ['url', 'javascript:alert(1)', false],
    ['url', 'https://summit.test/a', true],
    ['is:yes', 'no', false],
    ['is:yes', 'yes', true],
    ['is_not:admin', 'admin', false],
    ['is_not:admin', 'alex', true],
    ['min_password_length', 'short', false],
    ['min_password_length:4', 'four', true],
    ['required_region:country', '', false, { country: 'IT' }],
    ['required_region:country', '', true, { country: 'GB' }],
    ['required_postcode:country', '', false, { country: 'FR' }],
    ['required_postcode:country', '', true, { country: 'IE' }],
    ['has_upper_lower_case', 'abc', false],
    ['has_upper_lower_case', 'aBc', true],
    ['has_digit', 'abc', false],
    ['has_digit', 'a1', true],
    ['has_symbol', 'abc1', false],
    ['has_symbol', 'abc-1', true],
  ])('%s on %j is %s', (rule, value, expected, values = {}) => {
    expect(ok(rule, value, values)).toBe(expected);
  });

  it('lets optional fields be empty except for rules about presence', () => {
    expect(ok('email', '')).toBe(true);
    expect(ok('min:3', '')).toBe(true);
    expect(firstFailure('', 'required|email')?.name).toBe('required');
    expect(firstFailure('x', 'required|email')?.name).toBe('email');
  });

  it('validates a whole form', () => {
    expect(validateValues({ login: 'x', password: '' }, { login: 'required|email', password: 'required' })).toEqual({
      login: { name: 'email', args: [] },
      password: { name: 'required', args: [] },
    });
  });
});

describe('validation messages', () => {
  const i18nFor = (locale: string, messages: Record<string, string> = {}) => {
    // As the storefront activates it: the catalog's name, and its BCP 47 form for Intl (plurals).
    const i18n = setupI18n({ locale, locales: [locale.replace('_', '-')], messages: { [locale]: messages } });
    return i18n;
  };

  it('has a message for every rule', () => {
    const i18n = i18nFor('en_GB');
    for (const name of RULE_NAMES) {
      const message = ruleMessage(i18n, { name: name as RuleName, args: ['8'] } as Rule, 'Password', () => 'Confirmation');
      expect(message).toMatch(/Password/);
    }
  });

  it('falls back to the default text for an unknown locale', () => {
    expect(ruleMessage(i18nFor('xx_XX'), { name: 'required', args: [] }, 'Email')).toBe('Email is required.');
    expect(ruleMessage(i18nFor('xx_XX'), { name: 'min_password_length', args: [] }, 'Password')).toBe('Password must have at least 8 characters.');
  });
});
