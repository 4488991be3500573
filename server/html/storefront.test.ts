import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoStores, type TestApp } from '../test-support/test-support.ts';
import { VERSION_HEADER } from '../../contracts/headers.ts';
import { buildVersion } from './app-version.ts';
import { scriptJson } from '../../core/render/script-json.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Summit</title>
    <!--summit-store-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'summit-dist-'));
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["core/secret.ts"]}');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
  // A shop name that would end the script element if it were not escaped.
  const stores = repoStores().map((s) => (s.code === 'de' ? { ...s, shopName: 'Summit </script><b>DE</b>' } : s));
  t = await createTestApp({ distDir, stores });
});
afterAll(() => t.close());

const page = (url: string, host = 'localhost:3000', accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept } });

function inlineStore(html: string): Record<string, unknown> {
  const found = /<script id="summit-store" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!found) throw new Error('no inlined store config');
  return JSON.parse(found[1]!) as Record<string, unknown>;
}

describe('built files', () => {
  it('serves the scripts and never their source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' })).statusCode).toBe(200);
    for (const accept of ['*/*', 'application/json']) {
      const map = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js.map', headers: { accept } });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('core/secret.ts');
    }
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the shop, not the API, the members’ pages or search results', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/customer/', '/search']) expect(reply.body).toContain(`Disallow: ${path}`);
  });

  it("names the sitemap of the host's store, at its canonical origin", async () => {
    const uk = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:4700' } });
    expect(uk.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    const fr = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'fr.localhost:4700' } });
    expect(fr.body).toMatch(/^Sitemap: http:\/\/fr\.localhost:3000\/sitemap\.xml$/m);
    expect(fr.headers.vary).toContain('x-summit-store');
  });
});

describe('storefront pages', () => {
  it('serves index.html for page paths with the host store inlined, lang and title set', async () => {
    const reply = await page('/ski/skis', 'fr.localhost:3000');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    // One shopper's page, for one store: no shared cache may keep it or hand it to another host.
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    expect(reply.headers.vary).toBe('Accept, Cookie, Host, x-summit-store, accept-encoding');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body).toContain('<html lang="fr">');
    expect(reply.body).toContain('<title>Summit France</title>');
    expect(reply.body).not.toContain('<!--summit-store-->');
    expect(inlineStore(reply.body)).toMatchObject({ storeId: 13, code: 'fr' });
    expect(inlineStore((await page('/')).body)).toMatchObject({ storeId: 1 });
  });

  it('names its build in the page and on every API reply, errors included', async () => {
    const version = buildVersion(TEMPLATE);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect((await page('/')).body).toContain(`<meta name="summit-version" content="${version}">`);
    expect((await page('/')).body).toContain('<meta property="og:site_name" content="Summit">');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { host: 'localhost' } });
    expect(session.headers[VERSION_HEADER]).toBe(version);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint', headers: { host: 'localhost' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[VERSION_HEADER]).toBe(version);
    // Pages and assets are not API replies.
    expect((await page('/')).headers[VERSION_HEADER]).toBeUndefined();
  });

  it('escapes < inside the inlined JSON and the title', async () => {
    const reply = await page('/', 'de.localhost');
    expect(reply.body).toContain('Summit \\u003c/script>\\u003cb>DE\\u003c/b>');
    expect(reply.body).toContain('<title>Summit &#60;/script&#62;&#60;b&#62;DE&#60;/b&#62;</title>');
    expect(inlineStore(reply.body).shopName).toBe('Summit </script><b>DE</b>');
    expect(scriptJson({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await page('/assets/main-abc123.js', 'localhost', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await page('/favicon.svg', 'localhost', 'image/svg+xml,*/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page for paths that are not file names', async () => {
    for (const url of ['//sales', '/ski/', '/assets/', '/a/../b']) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<title>Summit UK</title>');
    }
  });

  it('never serves the raw template', async () => {
    const reply = await page('/index.html');
    expect(reply.body).not.toContain('<!--summit-store-->');
  });

  it('answers 404 JSON for missing files and API paths, even when html is accepted', async () => {
    for (const file of ['/assets/gone.js', '/.vite/manifest.json', '/%2e%2e/package.json']) {
      const missing = await page(file, 'localhost', '*/*');
      expect(missing.statusCode, file).toBe(404);
      expect(missing.headers['content-type'], file).toMatch(/^application\/json/);
    }
    const api = await page('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/ski', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
