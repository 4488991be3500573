import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_PAGES } from '../db/seed-data/rewrites.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/cms-page?${query}` });

describe('cms-page', () => {
  it('gives the store’s page in its language, with the store’s own facts', async () => {
    const uk = (await get('identifier=about-us&storeId=1')).json();
    expect(uk.items).toHaveLength(1);
    expect(uk.items[0]).toMatchObject({ identifier: 'about-us', title: 'About us' });
    expect(uk.items[0].content).toContain('Summit UK');
    const fr = (await get('identifier=cookie-policy&storeId=13')).json();
    expect(fr.items[0].title).toBe('Politique de cookies');
    expect(fr.items[0].content).toContain('Cookies fonctionnels et de performance');
    const de = (await get('identifier=delivery-and-returns&storeId=11')).json();
    expect(de.items[0].content).toContain('4,95');
  });

  it('has a page for every CMS path of the path lookup, in every store', async () => {
    for (const store of t.stores) {
      for (const identifier of CMS_PAGES) {
        const reply = (await get(`identifier=${identifier}&storeId=${store.storeId}`)).json();
        expect(reply.items, `${identifier} in ${store.code}`).toHaveLength(1);
      }
    }
  });

  it('answers an unknown page with no items and a malformed identifier with 400', async () => {
    expect((await get('identifier=nothing-here&storeId=1')).json()).toEqual({ items: [] });
    const bad = await get('identifier=../etc&storeId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
    expect((await get('storeId=1')).statusCode).toBe(400);
  });

  it('sends stored HTML without scripts, event handlers or javascript: links, keeping its text', async () => {
    await t.db.query(`INSERT INTO cms_pages (store_id, identifier, title, content) VALUES (1, 'hostile', 'Hostile', $1)`, [
      '<p>Safe text</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Click</a><iframe src="https://evil.example"></iframe>',
    ]);
    const { content } = (await get('identifier=hostile&storeId=1')).json().items[0];
    expect(content).toContain('<p>Safe text</p>');
    expect(content).toContain('Click');
    expect(content).not.toMatch(/script|onerror|javascript:|iframe/i);
  });
});
