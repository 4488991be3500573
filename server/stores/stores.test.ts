import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_HEADER } from '../../contracts/headers.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/store-switch-options', () => {
  it('lists the listed stores in their own language, linking to their host on the same port', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/store-switch-options?store_type=storeType1', headers: { host: 'localhost:3000' } });
    expect(reply.statusCode).toBe(200);
    const options = reply.json().options as { storeId: number; storeLabel: string }[];
    expect(options).toHaveLength(17);
    expect(options.slice(0, 4).map((o) => o.storeLabel)).toEqual(['Belgium', 'Czechia', 'Danmark', 'Deutschland']);
    expect(options).toEqual(
      expect.arrayContaining([
        { storeId: 11, label: 'Deutsch', storeLabel: 'Deutschland', link: 'http://de.localhost:3000/' },
        { storeId: 13, label: 'Français', storeLabel: 'France', link: 'http://fr.localhost:3000/' },
        { storeId: 1, label: 'English', storeLabel: 'United Kingdom', link: 'http://localhost:3000/' },
        { storeId: 6, label: 'English', storeLabel: 'Ireland', link: 'http://ie.localhost:3000/' },
        { storeId: 12, label: 'Dansk', storeLabel: 'Danmark', link: 'http://dk.localhost:3000/' },
        { storeId: 16, label: 'Svenska', storeLabel: 'Sverige', link: 'http://se.localhost:3000/' },
        { storeId: 21, label: 'Français', storeLabel: 'Suisse', link: 'http://ch.localhost:3000/' },
        { storeId: 23, label: 'Deutsch', storeLabel: 'Österreich', link: 'http://at.localhost:3000/' },
      ]),
    );
  });

  it('links to the same page in each store: a category under its name there, a product or the basket as it is', async () => {
    const links = async (path: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/store-switch-options?path=${encodeURIComponent(path)}`,
        headers: { host: 'localhost:3000' },
      });
      expect(reply.statusCode).toBe(200);
      return Object.fromEntries((reply.json().options as { storeId: number; link: string }[]).map((o) => [o.storeId, o.link]));
    };
    const category = await links('/ski/skis?p=2');
    expect(category[11]).toBe('http://de.localhost:3000/ski/alpinski?p=2');
    expect(category[6]).toBe('http://ie.localhost:3000/ski/skis?p=2');
    const product = await links('/catalog/product/view/id/1001');
    expect(product[13]).toBe('http://fr.localhost:3000/catalog/product/view/id/1001');
    expect((await links('/checkout/cart'))[16]).toBe('http://se.localhost:3000/checkout/cart');
  });

  it('refuses a path that is not one of this site', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/store-switch-options?path=${encodeURIComponent(path)}` });
      expect(reply.statusCode).toBe(400);
    }
  });

  it('omits the port when the visitor used none', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/store-switch-options', headers: { host: 'shop.example' } });
    expect(reply.json().options.map((o: { link: string }) => o.link)).toContain('http://fr.localhost/');
  });

  it('refuses an unknown store type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/store-switch-options?store_type=storeType9' })).statusCode).toBe(400);
  });
});

describe('GET /api/language-currency', () => {
  it('names the languages of the shop and the currencies of the stores in the store language, the store own first', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/language-currency?language=da&store_type=storeType7',
      headers: { host: 'dk.localhost:3000' },
    });
    expect(reply.statusCode).toBe(200);
    const { languages, currencies } = reply.json() as { languages: { code: string; name: string }[]; currencies: { code: string; name: string }[] };
    expect(languages.map((l) => l.name)).toEqual(['Dansk', 'Engelsk', 'Fransk', 'Spansk', 'Svensk', 'Tysk']);
    expect(languages.map((l) => l.code)).toEqual(['da', 'en', 'fr', 'es', 'sv', 'de']);
    expect(currencies).toEqual([{ code: 'DKK', name: 'Dansk krone' }]);
    const english = await t.app.inject({ method: 'GET', url: '/api/language-currency?language=en&store_type=storeType7', headers: { host: 'localhost:3000' } });
    expect((english.json().currencies as { code: string }[]).map((c) => c.code)).toEqual(['GBP', 'CZK', 'EUR', 'PLN']);
  });

  it('refuses a language that is not a two-letter code', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/language-currency?language=english&store_type=storeType7' })).statusCode).toBe(400);
  });
});

describe('GET /api/website-stores', () => {
  it('lists the stores of the website with their language, country, currency and address', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/website-stores?websiteId=1', headers: { host: 'localhost:3000' } });
    expect(reply.statusCode).toBe(200);
    const { stores } = reply.json() as { stores: { storeId: number }[] };
    expect(stores).toHaveLength(17);
    expect(stores).toContainEqual({
      storeId: 16,
      code: 'se',
      name: 'Summit Sverige',
      language: 'sv',
      locale: 'sv_SE',
      country: 'SE',
      currency: 'SEK',
      url: 'http://se.localhost:3000/',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/website-stores?websiteId=2' })).statusCode).toBe(404);
  });
});

describe('GET /api/country', () => {
  it('names a country in the store language, says whether the shop delivers there and which store is its own', async () => {
    const swiss = await t.app.inject({ method: 'GET', url: '/api/country?country=ch&storeId=13' });
    expect(swiss.json()).toEqual({ country: { code: 'CH', name: 'Suisse', shipping: true, storeId: 21 } });
    const us = await t.app.inject({ method: 'GET', url: '/api/country?country=US&storeId=11' });
    expect(us.json()).toEqual({ country: { code: 'US', name: 'Vereinigte Staaten', shipping: false, storeId: null } });
  });

  it('answers 404 for an unknown country or store, 400 for a code that is not two letters', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/country?country=XX&storeId=1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/country?country=GB&storeId=99' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/country?country=GBR&storeId=1' })).statusCode).toBe(400);
  });
});

describe('the store of a request', () => {
  const storeOf = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/session', headers })).json().store_id as number;

  it('is the one of the host name (port stripped, any case); unknown hosts get store 1', async () => {
    expect(await storeOf({ host: 'fr.localhost:3000' })).toBe(13);
    expect(await storeOf({ host: 'DE.LOCALHOST' })).toBe(11);
    expect(await storeOf({ host: '127.0.0.1:3000' })).toBe(1);
    expect(await storeOf({ host: 'unknown.example:8080' })).toBe(1);
  });

  it('is the one the storefront names in the store header, when the API has a host of its own', async () => {
    expect(await storeOf({ host: 'api.example.com', [STORE_HEADER]: '13' })).toBe(13);
    expect(await storeOf({ host: 'de.localhost', [STORE_HEADER]: '12345' })).toBe(11);
    expect(await storeOf({ host: 'de.localhost', [STORE_HEADER]: '13; drop' })).toBe(11);
  });
});
