import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStores } from '../../core/store/files.node.ts';
import { storeFacts } from '../db/seed-data/cms/facts.ts';
import { deliveryFeeFor } from './basket-view.ts';

const root = resolve(import.meta.dirname, '../..');
const store = (code: string) => {
  const [config] = loadStores(root, { files: [join(root, `stores/${code}.json`)] }).stores;
  if (!config) throw new Error(`no store ${code}`);
  return config;
};

describe('delivery in the store currency', () => {
  it('charges each store its own fee under its own threshold', () => {
    const denmark = store('dk');
    expect(deliveryFeeFor(44_999, denmark)).toBe(3_900);
    expect(deliveryFeeFor(45_000, denmark)).toBe(0);
    const france = store('fr');
    expect(deliveryFeeFor(5_999, france)).toBe(495);
    expect(deliveryFeeFor(6_000, france)).toBe(0);
    expect(deliveryFeeFor(4_999, store('uk'))).toBe(495);
    expect(deliveryFeeFor(5_000, store('uk'))).toBe(0);
  });

  it('writes the amounts of the content pages and the top strip in the store money', () => {
    expect(storeFacts(store('dk'))).toMatchObject({ deliveryFee: '39,00 kr.', freeDeliveryFrom: '450,00 kr.' });
    expect(storeFacts(store('pl'))).toMatchObject({ deliveryFee: '19,90 zł', freeDeliveryFrom: '250,00 zł' });
    expect(storeFacts(store('fr'))).toMatchObject({ deliveryFee: '4,95 €', freeDeliveryFrom: '60,00 €' });
  });

  it('gives every store a delivery fee below its free-delivery threshold', () => {
    for (const config of loadStores(root).stores) expect(config.delivery.fee, config.code).toBeLessThan(config.delivery.freeFrom);
  });
});
