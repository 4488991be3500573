import { describe, expect, it } from 'vitest';
import { repoStores } from '../test-support.ts';
import { canonicalPath, headTags, hreflangOf } from './page-head.ts';

const stores = repoStores();
const store = (code: string) => stores.find((s) => s.code === code)!;
const NO_ASSETS = { scripts: [], styles: [] };

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
      assets: { scripts: ['assets/p.js'], styles: ['assets/p.css'] },
    }).value;
    expect(head).toContain('<meta name="description" content="Des &#34;skis&#34;">');
    expect(head).toContain('<link rel="canonical" href="http://fr.localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<link rel="alternate" hreflang="en-GB" href="http://localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/catalog/product/view/id/1001">');
    expect(head).toContain('<meta property="og:title" content="Skis &#60;Rossignol&#62;">');
    expect(head).toContain('<meta property="og:image" content="http://fr.localhost:3000/media/a.webp">');
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    expect(head).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script>');
    expect(head).toMatch(/<link rel="stylesheet" crossorigin="" href="\/assets\/p.css"><link rel="modulepreload" crossorigin="" href="\/assets\/p.js">$/);
  });

  it('keeps a page not to index out of search engines: no canonical, no alternates', () => {
    const head = headTags({
      store: store('uk'),
      head: { indexable: false },
      path: '/search?s=ski',
      alternates: [],
      defaultStore: store('uk'),
      assets: NO_ASSETS,
    }).value;
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
  });
});

describe('hreflangOf', () => {
  it('is the store’s language and country', () => {
    expect(['uk', 'fr', 'de', 'ch', 'be'].map((code) => hreflangOf(store(code)))).toEqual(['en-GB', 'fr-FR', 'de-DE', 'fr-CH', 'en-BE']);
  });
});
