import type { APIRequestContext } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures.ts';
import { checkStructuredData } from '../tests/support/schema-org.ts';

type Host = Parameters<typeof storeUrl>[0];

/** Node does not resolve *.localhost: requests go to localhost and name the store in the Host header. */
async function fetchAs(request: APIRequestContext, host: Host, path: string): Promise<{ status: number; type: string; body: string }> {
  const reply = await request.get(storeUrl('localhost', path), { headers: { host: new URL(storeUrl(host)).host }, maxRedirects: 0 });
  return { status: reply.status(), type: reply.headers()['content-type'] ?? '', body: await reply.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1]!);
/** The attribute values of the page head's tags that match (the head is the server's: no script has run). */
const headLinks = (html: string, pattern: RegExp) => [...html.slice(0, html.indexOf('</head>')).matchAll(pattern)].map((found) => found.slice(1));

test.describe('search engines', () => {
  for (const [host, origin] of [
    ['localhost', 'http://localhost:3000'],
    ['de.localhost', 'http://de.localhost:3000'],
  ] as const) {
    test(`${host}: robots.txt names the sitemap, whose every address is an indexable page of the store`, async ({ request }) => {
      test.slow();
      const robots = await fetchAs(request, host, '/robots.txt');
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);

      const index = await fetchAs(request, host, '/sitemap.xml');
      expect(index.type).toMatch(/^application\/xml/);
      const files = locs(index.body);
      expect(files.map((file) => new URL(file).pathname)).toEqual(['pages', 'categories', 'brands', 'sales', 'products'].map((s) => `/sitemaps/${s}-1.xml`));

      const pages: { loc: string; alternates: string[][] }[] = [];
      for (const file of files) {
        const xml = (await fetchAs(request, host, new URL(file).pathname)).body;
        for (const [, loc, links] of xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g))
          pages.push({ loc: loc!, alternates: [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]) });
      }
      expect(pages.length).toBeGreaterThan(90);
      for (const { loc, alternates } of pages) {
        const page = await fetchAs(request, host, new URL(loc).pathname);
        expect(page.status, loc).toBe(200);
        expect(headLinks(page.body, /<link rel="canonical" href="([^"]+)">/g), loc).toEqual([[loc]]);
        expect(page.body, loc).not.toContain('<meta name="robots" content="noindex">');
        // The page names the alternates its sitemap entry does: the stores that have that very page.
        const named = headLinks(page.body, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g);
        expect(
          named.map(([lang, href]) => [lang, new URL(href!).href]),
          loc,
        ).toEqual(alternates);
      }
    });
  }

  for (const [host, path, types] of [
    ['localhost', '/', ['Organization', 'WebSite']],
    ['de.localhost', '/', ['Organization', 'WebSite']],
    ['localhost', '/ski/skis', ['BreadcrumbList']],
    ['de.localhost', '/brand/rossignol', ['BreadcrumbList']],
    ['localhost', '/catalog/product/view/id/1001', ['Product', 'BreadcrumbList']],
    ['de.localhost', '/catalog/product/view/id/1001', ['Product', 'BreadcrumbList']],
  ] as const) {
    test(`${host}${path}: Open Graph and schema.org data a crawler reads`, async ({ page }) => {
      await page.goto(storeUrl(host, path));
      const head = page.locator('head');
      for (const property of ['og:site_name', 'og:title', 'og:description', 'og:image'])
        await expect(head.locator(`meta[property="${property}"]`), property).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^http://${host}:3000/\\S+$`));
      const data = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(data.map((item) => item['@type'])).toEqual(types);
      for (const item of data) expect(checkStructuredData(item), JSON.stringify(item)).toEqual([]);
      if ((types as readonly string[]).includes('Product')) {
        const [product] = data as [{ description: string; image: string[] }];
        expect(product.description.length, 'the product’s own text').toBeGreaterThan(60);
        for (const image of product.image) expect(image).toMatch(new RegExp(`^http://${host}:3000/media/`));
      }
    });
  }

  test('a size guide page has its title and heading from the server, and an unknown one is a 404', async ({ request }) => {
    const guide = await fetchAs(request, 'de.localhost', '/rossignol-ski-jackets-size-guide');
    expect(guide.status).toBe(200);
    expect(guide.body).toContain('<title>Größentabelle für Rossignol-Skijacken | Summit Deutschland</title>');
    expect(guide.body).toContain('<h1>Größentabelle für Rossignol-Skijacken</h1>');
    expect(guide.body).toMatch(/<meta property="og:title" content="Größentabelle für Rossignol-Skijacken">/);
    expect((await fetchAs(request, 'localhost', '/tents-size-guide')).status).toBe(404);
  });
});
