import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreConfig } from '../../core/store/types.ts';
import { openTestDb, repoStores } from '../test-support/test-support.ts';
import type { Db } from './db.ts';

/*
 * The demo seed for stores in the new languages and currencies, without store files: configs
 * made from the German store (the stores themselves come from stores/*.json elsewhere).
 */

const base = repoStores().find((s) => s.code === 'de')!;
const store = (storeId: number, code: string, language: string, currency: string): StoreConfig => ({
  ...base,
  storeId,
  code,
  language,
  hosts: [`${code}.seed.test`],
  currency: { ...base.currency, code: currency },
});
const DA = store(901, 'dk', 'da', 'DKK');
const ES = store(902, 'es', 'es', 'EUR');
const SV = store(903, 'se', 'sv', 'SEK');
const CH = store(904, 'ch', 'en', 'CHF');
const US = store(905, 'us', 'en', 'USD');
const EUR_REFERENCE = store(906, 'ie', 'en', 'EUR');

let db: Db;
beforeAll(async () => {
  db = await openTestDb([DA, ES, SV, CH, US, EUR_REFERENCE]);
});
afterAll(() => db.close());

const rows = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

describe('demo seed in Danish, Spanish and Swedish', () => {
  it('rewrites the category paths of the store language', async () => {
    const paths = async (storeId: number) =>
      (
        await rows<{ request_path: string }>(
          `SELECT request_path FROM url_rewrites WHERE store_id = $1 AND page_type = 'category' AND entity_id = 3955 AND request_path NOT LIKE '/event/%'`,
          [storeId],
        )
      ).map((r) => r.request_path);
    expect(await paths(DA.storeId)).toEqual(['/ski/skistovler']);
    expect(await paths(ES.storeId)).toEqual(['/ski/botas-de-esqui']);
    expect(await paths(SV.storeId)).toEqual(['/ski/pjaxor']);
  });

  it('labels the menus in the store language', async () => {
    const top = async (storeId: number) =>
      (
        await rows<{ label: string }>(`SELECT label FROM navigation_items WHERE store_id = $1 AND type = 'header' AND parent_id IS NULL ORDER BY position`, [
          storeId,
        ])
      ).map((r) => r.label);
    expect(await top(DA.storeId)).toEqual(['Ski', 'Snowboards', 'Beklædning', 'Mærker', 'Lynudsalg']);
    expect(await top(ES.storeId)).toEqual(['Esquí', 'Tablas de snowboard', 'Ropa', 'Marcas', 'Ventas flash']);
    expect(await top(SV.storeId)).toEqual(['Skidor', 'Snowboards', 'Kläder', 'Varumärken', 'Blixtreor']);
  });

  it('names products, categories and sales in every language', async () => {
    const [product] = await rows<{ name: Record<string, string> }>('SELECT name FROM products WHERE id = 1004');
    expect(product!.name).toMatchObject({ da: 'Salomon S/Pro 100 skistøvler', es: 'Botas de esquí Salomon S/Pro 100', sv: 'Salomon S/Pro 100 pjäxor' });
    const [event] = await rows<{ name: Record<string, string> }>('SELECT name FROM category_events WHERE event_id = $1', [DA.storeId * 100 + 1]);
    expect(event!.name.da).toBe('Lynudsalg på ski');
  });
});

describe('demo seed prices per currency', () => {
  const price = async (storeId: number, productId: number) =>
    (
      await rows<{ price: number; rrp: number; special_price: number | null }>(
        'SELECT price, rrp, special_price FROM product_prices WHERE store_id = $1 AND product_id = $2',
        [storeId, productId],
      )
    )[0];

  it('prices in the store currency', async () => {
    expect(await price(DA.storeId, 1001)).toEqual({ price: 4395, rrp: 5715, special_price: 3779 });
    expect(await price(CH.storeId, 1001)).toEqual({ price: 553.9, rrp: 719.9, special_price: 475.9 });
    expect((await price(SV.storeId, 1100))!.price).toBe(255);
  });

  it('prices a currency it has no rate for in euros', async () => {
    const all = async (storeId: number) =>
      rows('SELECT product_id, price, rrp, special_price FROM product_prices WHERE store_id = $1 ORDER BY product_id', [storeId]);
    expect(await all(US.storeId)).toEqual(await all(EUR_REFERENCE.storeId));
    expect(await price(US.storeId, 1001)).toEqual({ price: 588.99, rrp: 765.99, special_price: 506.99 });
  });
});
