import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJsonChecker } from '../core/store/validate.ts';

const root = resolve(import.meta.dirname, '..');
const json = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, unknown>;
const defs = json('schemas/defs.schema.json');
const checker = (plugin: string) => createJsonChecker(json(`plugins/${plugin}/options.schema.json`), [defs]);

/** The four third-party integrations (issue 18): each a required id, and the shared script, page and consent options. */
const cases = [
  { plugin: 'amazon-pay', id: { merchantId: 'A2SUMMITUKDEMO' }, badId: { merchantId: 'lower-case' }, idField: 'merchantId' },
  { plugin: 'paypal-messaging', id: { clientId: 'summit-uk-demo-client' }, badId: { clientId: 'no spaces' }, idField: 'clientId' },
  { plugin: 'dixa', id: { messengerToken: 'summitukdemomessenger0001' }, badId: { messengerToken: 'short' }, idField: 'messengerToken' },
  { plugin: 'elevio', id: { accountId: '5f3summitfr' }, badId: { accountId: '5f3 summit' }, idField: 'accountId' },
];

describe.each(cases)('$plugin options', ({ plugin, id, badId, idField }) => {
  const check = checker(plugin);

  it('accept the id alone, a local or https script and page-type lists', () => {
    expect(check.validate('x.json', id)).toEqual([]);
    expect(check.validate('x.json', { ...id, scriptUrl: '/vendor/other.js', pageTypes: ['basket', 'order_view'], exceptPageTypes: ['success'] })).toEqual([]);
    expect(check.validate('x.json', { ...id, scriptUrl: 'https://vendor.example/sdk.js' })).toEqual([]);
  });

  it('name the field and what was expected for a bad value', () => {
    const problems = check.validate('stores/uk.json', { ...badId, scriptUrl: 'http://vendor.example/sdk.js', pageTypes: 'basket', colour: 'red' });
    const pointers = problems.map((p) => p.pointer).sort();
    expect(pointers).toEqual(['/colour', `/${idField}`, '/pageTypes', '/scriptUrl'].sort());
    expect(problems.find((p) => p.pointer === '/pageTypes')!.expected).toBe('a value of type array');
    expect(problems.find((p) => p.pointer === '/scriptUrl')!.expected).toMatch(/an https URL/);
    expect(check.validate('x.json', {}).map((p) => p.pointer)).toEqual([`/${idField}`]);
  });
});

describe('payment integrations', () => {
  it('take the consent category from the store, functional or advertising only', () => {
    for (const plugin of ['amazon-pay', 'paypal-messaging']) {
      const check = checker(plugin);
      const id = cases.find((c) => c.plugin === plugin)!.id;
      expect(check.validate('x.json', { ...id, consent: 'advertising' })).toEqual([]);
      expect(check.validate('x.json', { ...id, consent: 'marketing' })).toEqual([
        { file: 'x.json', pointer: '/consent', expected: 'one of "functional", "advertising"' },
      ]);
    }
  });
});
