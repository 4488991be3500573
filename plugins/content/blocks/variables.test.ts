import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadStores } from '../../../core/store/files.node.ts';
import { templateValues } from './variables.ts';

const { stores } = loadStores(resolve(import.meta.dirname, '../../..'));
const uk = stores.find((store) => store.code === 'uk')!;
const fr = stores.find((store) => store.code === 'fr')!;
const ch = stores.find((store) => store.code === 'ch')!;
const de = stores.find((store) => store.code === 'de')!;

describe('templateValues', () => {
  it('always has the store’s own: names, contacts, hours and the referral points', () => {
    expect(templateValues(uk)).toEqual({
      'store.shopName': 'Summit UK',
      'store.shopShareName': 'Summit',
      'store.supportEmail': 'help@summit-shop.co.uk',
      'store.phone': uk.customerService.phones[0]!.display ?? '+442035140500',
      'store.hours': 'Mon-Fri 9am-6pm',
      'store.currencyCode': 'GBP',
      'store.referralPoints': '500',
    });
  });

  it('formats a product’s prices and saving in the store’s currency and its discount as a percent', () => {
    const product = { name: 'Hero Elite skis', brandName: 'Rossignol', price: 899, specialPrice: 449.5, rrp: 899, discount: 50, url: 'https://x.test/p/1' };
    expect(templateValues(uk, { product })).toMatchObject({
      'product.name': 'Hero Elite skis',
      'product.brandName': 'Rossignol',
      'product.specialPrice': '£449.50',
      'product.rrp': '£899.00',
      'product.saving': '£449.50',
      'product.discount': '50%',
      'product.url': 'https://x.test/p/1',
    });
    const french = templateValues(fr, { product: { ...product, specialPrice: 1449.5, rrp: 1899, saving: 449.5 } });
    expect(french['product.specialPrice']).toMatch(/^1\s449,50\s€$/);
    expect(french['product.saving']).toMatch(/^449,50\s€$/);
    expect(french['product.discount']).toMatch(/^50\s%$/);
  });

  it('gives the referrer’s names, link and points', () => {
    const values = templateValues(de, {
      account: { referrerFirstName: 'Alex', referrerLastName: 'Summit', shareUrl: 'https://x.test/join/ALEX', referralCode: 'ALEX', rewardPoints: 12500 },
    });
    expect(values).toMatchObject({
      'account.referrerFirstName': 'Alex',
      'account.referrerName': 'Alex Summit',
      'account.shareUrl': 'https://x.test/join/ALEX',
      'account.referralCode': 'ALEX',
      'account.rewardPoints': '12.500',
    });
    expect(templateValues(de, { account: { referrerName: 'A. S.' } })['account.referrerName']).toBe('A. S.');
  });

  it('joins an order’s brands as the store’s language joins a list, with the saving in its currency', () => {
    const order = { brandNames: ['Rossignol', 'Salomon', 'Atomic'], savingAmount: 120, savingPercent: 35, incrementId: '100000123' };
    expect(templateValues(uk, { order })).toMatchObject({
      'order.brandNames': 'Rossignol, Salomon and Atomic',
      'order.savingAmount': '£120.00',
      'order.savingPercent': '35%',
    });
    expect(templateValues(fr, { order })['order.brandNames']).toBe('Rossignol, Salomon et Atomic');
    expect(templateValues(ch, { order })['order.savingAmount']).toMatch(/^CHF 120\.00$/);
  });

  it('leaves out what the showing plugin did not give', () => {
    const values = templateValues(uk, { product: { name: 'Gloves' }, order: { brandNames: [] } });
    expect(values['product.name']).toBe('Gloves');
    expect('product.price' in values).toBe(false);
    expect('order.brandNames' in values).toBe(false);
    expect('account.referrerName' in values).toBe(false);
  });
});
