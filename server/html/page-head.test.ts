import { describe, expect, it } from 'vitest';
import { repoStores } from '../test-support/test-support.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStyleInliner } from './inline-styles.ts';
import { canonicalPath, headTags, hreflangOf } from './page-head.ts';

const stores = repoStores();
const store = (code: string) => stores.find((s) => s.code === code)!;
const dist = mkdtempSync(join(tmpdir(), 'summit-head-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'p.css'), '.p{color:red}');
writeFileSync(join(dist, 'assets', 'closing.css'), '.x::after{content:"</style>"}');
const styles = createStyleInliner(dist);

describe('canonicalPath', () => {
  it('keeps the parameters that name other content and drops tracking and campaigns', () => {
    expect(canonicalPath('/ski/skis', '?p=2&utm_source=x&st=display')).toBe('/ski/skis?p=2');
    expect(canonicalPath('/search', '?s=ski&gclid=abc')).toBe('/search?s=ski');
    expect(canonicalPath('/', '')).toBe('/');
  });
});

describe('headTags', () => {
  it('says where the page is canonically and in every other store, with Open Graph and structured data', () => {
    const head = headTags({
      store: store('fr'),
      head: { title: 'Skis <Rossignol>', description: 'Des "skis"', image: '/media/a.webp', type: 'product', structuredData: { name: '</script><b>' } },
      path: '/catalog/product/view/id/1001',
      alternates: [
        { store: store('fr'), path: '/catalog/product/view/id/1001' },
        { store: store('uk'), path: '/catalog/product/view/id/1001' },
      ],
      defaultStore: store('uk'),
    }).value;
    expect(head).toContain('<meta name="description" content="Des &#34;skis&#34;">');
    expect(head).toContain('<link rel="canonical" href="http://fr.localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<link rel="alternate" hreflang="en-GB" href="http://localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<meta property="og:title" content="Skis &#60;Rossignol&#62;">');
    expect(head).toContain('<meta property="og:image" content="http://fr.localhost:3000/media/a.webp">');
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    expect(head).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script>');
  });

  it('keeps a page not to index out of search engines: no canonical, no alternates', () => {
    const head = headTags({
      store: store('uk'),
      head: { indexable: false },
      path: '/search?s=ski',
      alternates: [],
      defaultStore: store('uk'),
    }).value;
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
  });

  it("gives the home page the shop's name for previews and the shop's own schema.org data, before the page's", () => {
    const headOf = (path: string) =>
      headTags({
        store: store('de'),
        head: { image: '/media/sale.webp', structuredData: { '@type': 'BreadcrumbList' } },
        path,
        alternates: [],
        defaultStore: store('uk'),
      }).value;
    const home = headOf('/');
    expect(home).toContain(`<meta property="og:title" content="${store('de').shopName}">`);
    const types = (html: string) => [...html.matchAll(/"@type":"(\w+)"/g)].map((found) => found[1]);
    expect(types(home)).toEqual(['Organization', 'ContactPoint', 'WebSite', 'BreadcrumbList']);
    expect(home).toContain('"url":"http://de.localhost:3000/"');
    expect(types(headOf('/ski/alpinski'))).toEqual(['BreadcrumbList']);
  });
});

describe('createStyleInliner', () => {
  it('writes a stylesheet into the page, with a disabled link to its file that the browser does not fetch', () => {
    expect(styles.inlineTemplate('<head><link rel="stylesheet" crossorigin href="/assets/p.css"></head>', 'n2')).toBe(
      '<head><style nonce="n2">.p{color:red}</style><link rel="stylesheet" crossorigin href="/assets/p.css" disabled></head>',
    );
    // A page kept for many: allowed by the hash of its text, no nonce.
    expect(styles.inline('assets/p.css', null)).toBe('<style>.p{color:red}</style><link rel="stylesheet" crossorigin href="/assets/p.css" disabled>');
  });

  it('keeps a link where the file is missing or could close the style element', () => {
    expect(styles.inline('assets/missing.css', 'n')).toBe('<link rel="stylesheet" crossorigin href="/assets/missing.css">');
    expect(styles.inline('assets/closing.css', 'n')).toBe('<link rel="stylesheet" crossorigin href="/assets/closing.css">');
  });
});

describe('hreflangOf', () => {
  it('is the store’s language and country', () => {
    expect(['uk', 'fr', 'de', 'ch', 'be'].map((code) => hreflangOf(store(code)))).toEqual(['en-GB', 'fr-FR', 'de-DE', 'fr-CH', 'en-BE']);
  });
});
