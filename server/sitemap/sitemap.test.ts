import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreConfig } from '../../core/store/types.ts';
import { createTestApp, repoStores, type TestApp } from '../test-support/test-support.ts';
import { sitemapRoutes } from './sitemap-routes.ts';
import { appSitemaps, SITEMAP_TTL_MS } from './sitemaps.ts';

/** The Swedish store leaves the language switcher, the Danish one switches its content pages off. */
function testStores(): StoreConfig[] {
  return repoStores().map((store) => {
    if (store.code === 'se') return { ...store, listed: false };
    if (store.code !== 'dk') return store;
    const { content: _off, ...manifests } = store.manifests ?? {};
    return { ...store, plugins: { ...store.plugins, content: false }, manifests };
  });
}

let t: TestApp;
let clock = 0;
beforeAll(async () => {
  t = await createTestApp({
    stores: testStores(),
    extend: (app) => sitemapRoutes(app, appSitemaps(app, { now: () => clock, limits: { urls: 40, bytes: 10_000_000 } })),
  });
});
afterAll(() => t.close());

const get = (path: string, host: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers: { host, ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]!);

/** Each address of a store's sitemap, with its alternates by hreflang. */
async function sitemapOf(host: string): Promise<Map<string, Record<string, string>>> {
  const index = await get('/sitemap.xml', host);
  expect(index.statusCode).toBe(200);
  const pages = new Map<string, Record<string, string>>();
  for (const file of locs(index.body)) {
    const reply = await get(new URL(file).pathname, host);
    expect(reply.statusCode, file).toBe(200);
    for (const [, loc, links] of reply.body.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)) {
      pages.set(loc!, Object.fromEntries([...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])));
    }
  }
  return pages;
}

describe('sitemap.xml', () => {
  it("indexes the store's files by section, each at the store's own origin", async () => {
    const reply = await get('/sitemap.xml', 'de.localhost:4700');
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // 40 addresses a file in this test: the products take two.
    expect(locs(reply.body)).toEqual(
      ['pages-1', 'categories-1', 'brands-1', 'sales-1', 'products-1', 'products-2'].map((name) => `http://de.localhost:3000/sitemaps/${name}.xml`),
    );
  });

  it('lists home, content pages, size guides, categories, brands, live sales and products, each in its store’s language', async () => {
    const de = await sitemapOf('de.localhost');
    for (const path of [
      '/',
      '/brands',
      '/about-us',
      '/ski-boots-size-guide',
      '/ski/alpinski',
      '/brand/rossignol',
      '/event/ski-flash-sale',
      '/catalog/product/view/id/1001',
    ])
      expect([...de.keys()], path).toContain(`http://de.localhost:3000${path}`);
    expect(de.get('http://de.localhost:3000/ski/alpinski')).toMatchObject({
      'de-DE': 'http://de.localhost:3000/ski/alpinski',
      'fr-FR': 'http://fr.localhost:3000/ski/skis',
      'en-GB': 'http://localhost:3000/ski/skis',
      'x-default': 'http://localhost:3000/ski/skis',
    });
    // Nothing a crawler should not index or that is not a page of its own.
    for (const loc of de.keys()) expect(loc).not.toMatch(/\/(search|checkout|customer|api)\b|\/old-skis|\/legacy-widget|\/partner-shop/);
  });

  it('names as alternates only the stores that have the page: listed, rendering its type, with the same entity', async () => {
    const uk = await sitemapOf('localhost');
    const advice = uk.get('http://localhost:3000/advice')!;
    // The advice page is the English stores' own.
    expect(Object.keys(advice)).toContain('en-IE');
    expect(Object.keys(advice)).not.toContain('de-DE');
    const about = uk.get('http://localhost:3000/about-us')!;
    expect(Object.keys(about)).toContain('fr-FR');
    expect(Object.keys(about), 'content pages switched off').not.toContain('da-DK');
    expect(Object.keys(about), 'not in the switcher').not.toContain('sv-SE');
    expect(Object.keys(uk.get('http://localhost:3000/catalog/product/view/id/1001')!)).toContain('da-DK');
    // An unlisted store has a sitemap of its own all the same.
    expect((await sitemapOf('se.localhost')).has('http://se.localhost:3000/catalog/product/view/id/1001')).toBe(true);
  });

  it('leaves out what would not answer 200: unpriced products, inactive categories and pages, ended sales', async () => {
    await t.db.query('DELETE FROM product_prices WHERE store_id = 13 AND product_id = 1001');
    await t.db.query(
      `UPDATE categories SET is_active = false WHERE id = (SELECT entity_id FROM url_rewrites WHERE store_id = 1 AND request_path = '/ski/skis')`,
    );
    await t.db.query(`UPDATE cms_pages SET is_active = false WHERE store_id = 13 AND identifier = 'b-corp'`);
    await t.db.query(`UPDATE category_events SET end_date = now() - interval '1 second', start_date = now() - interval '1 day'
                       WHERE store_id = 1 AND event_id = (SELECT (metadata->>'eventId')::int FROM url_rewrites WHERE store_id = 1 AND request_path = '/event/ski-flash-sale')`);
    const before = await sitemapOf('localhost');
    expect(before.has('http://localhost:3000/ski/skis'), 'kept for a while').toBe(true);
    clock += SITEMAP_TTL_MS + 1;
    const uk = await sitemapOf('localhost');
    expect(uk.has('http://localhost:3000/ski/skis')).toBe(false);
    expect(uk.has('http://localhost:3000/event/ski-flash-sale')).toBe(false);
    expect(uk.get('http://localhost:3000/catalog/product/view/id/1001')!['fr-FR']).toBeUndefined();
    expect(uk.get('http://localhost:3000/b-corp')!['fr-FR']).toBeUndefined();
    expect((await sitemapOf('fr.localhost')).has('http://fr.localhost:3000/catalog/product/view/id/1001')).toBe(false);
  });

  it('answers a known ETag with 304 and an unknown file with 404', async () => {
    const first = await get('/sitemap.xml', 'fr.localhost');
    const again = await get('/sitemap.xml', 'fr.localhost', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    for (const path of ['/sitemaps/products-9.xml', '/sitemaps/secrets-1.xml', '/sitemaps/pages-01.xml', '/sitemaps/..%2Fpackage.json'])
      expect((await get(path, 'fr.localhost')).statusCode, path).toBe(404);
  });
});
