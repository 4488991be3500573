import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../test-support.ts';

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

describe('GET /api/store-config', () => {
  it('picks the store by host (port stripped), unknown hosts get store 1', async () => {
    const byHost = (host: string) => t.app.inject({ method: 'GET', url: '/api/store-config', headers: { host } });
    const fr = (await byHost('fr.localhost:3000')).json();
    expect(fr).toMatchObject({ storeId: 13, code: 'fr', shopName: 'Summit France' });
    expect(fr).not.toHaveProperty('$schema');
    expect((await byHost('DE.LOCALHOST')).json().storeId).toBe(11);
    expect((await byHost('127.0.0.1:3000')).json().storeId).toBe(1);
    expect((await byHost('unknown.example:8080')).json().storeId).toBe(1);
  });

  it('gives a store by storeId; 404 JSON for an unknown one, 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/store-config?storeId=11' })).json().code).toBe('de');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/store-config?storeId=12345' });
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown.json(), 404);
    for (const bad of ['abc', '0', '-3', '1e400']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/store-config?storeId=${bad}` });
      expect(reply.statusCode, bad).toBe(400);
    }
  });
});
