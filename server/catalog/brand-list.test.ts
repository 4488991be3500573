import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandList } from '../../contracts/brands.ts';
import { createTestApp, expectErrorBody, getParsed, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('brand-list', () => {
  it('lists every brand sold in the store by name, with its page and product count', async () => {
    const { brands } = await getParsed(t, brandList, '/api/brand-list?storeId=1');
    expect(brands.map((b) => b.name)).toEqual(['Atomic', 'Burton', 'Dynastar', 'Look', 'Rossignol', 'Salomon', 'Summit', 'Summit Pass']);
    expect(brands.find((b) => b.name === 'Rossignol')).toMatchObject({ url: '/brand/rossignol' });
    for (const brand of brands) expect(brand.productCount, brand.name).toBeGreaterThan(0);
  });

  it('leaves out a brand with nothing priced in the store', async () => {
    await t.db.query(`INSERT INTO brands (id, name, url_key) VALUES (90, 'Zermatt Outfitters', 'zermatt-outfitters')`);
    const { brands } = await getParsed(t, brandList, '/api/brand-list?storeId=13');
    expect(brands.map((b) => b.name)).not.toContain('Zermatt Outfitters');
  });

  it('answers a bad or unknown store with a 4xx JSON error', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/brand-list?storeId=abc' });
    expect(bad.statusCode).toBe(400);
    expectErrorBody(bad.json(), 400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/brand-list?storeId=999' });
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown.json(), 404);
  });
});
