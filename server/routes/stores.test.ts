import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_HEADER } from '../../contracts/headers.ts';
import { createTestApp, type TestApp } from '../test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/store-switch-options', () => {
  it('lists the listed stores in their own language, linking to their host on the same port', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/store-switch-options?store_type=storeType1', headers: { host: 'localhost:3000' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().options).toEqual([
      { storeId: 11, label: 'Deutsch', storeLabel: 'Deutschland', link: 'http://de.localhost:3000/' },
      { storeId: 13, label: 'Français', storeLabel: 'France', link: 'http://fr.localhost:3000/' },
      { storeId: 1, label: 'English', storeLabel: 'United Kingdom', link: 'http://localhost:3000/' },
    ]);
  });

  it('omits the port when the visitor used none', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/store-switch-options', headers: { host: 'shop.example' } });
    expect(reply.json().options.map((o: { link: string }) => o.link)).toContain('http://fr.localhost/');
  });

  it('refuses an unknown store type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/store-switch-options?store_type=storeType9' })).statusCode).toBe(400);
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
