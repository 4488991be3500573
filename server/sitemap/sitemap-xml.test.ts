import { describe, expect, it } from 'vitest';
import type { StoreConfig } from '../../core/store/types.ts';
import { sitemapIndexXml, splitIntoFiles, urlElement, urlsetXml, URLSET_FRAME_BYTES } from './sitemap-xml.ts';

const store = (storeId: number, origin: string, language: string, country: string) => ({ storeId, origin, language, country }) as StoreConfig;
const uk = store(1, 'https://shop.test', 'en', 'GB');
const fr = store(13, 'https://fr.shop.test', 'fr', 'FR');

describe('sitemap XML', () => {
  it('writes an address with its alternates and x-default, escaped and percent-encoded', () => {
    const page = {
      path: '/a?b=1&c="2"',
      alternates: [
        { store: fr, path: '/pâte' },
        { store: uk, path: '/a?b=1&c="2"' },
      ],
    };
    expect(urlElement(page, uk, uk)).toBe(
      '<url><loc>https://shop.test/a?b=1&#38;c=%222%22</loc>' +
        '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://fr.shop.test/p%C3%A2te"/>' +
        '<xhtml:link rel="alternate" hreflang="en-GB" href="https://shop.test/a?b=1&#38;c=%222%22"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/a?b=1&#38;c=%222%22"/></url>\n',
    );
    // Without the default store's page there is no x-default.
    expect(urlElement({ path: '/x', alternates: [{ store: fr, path: '/x' }] }, fr, uk)).not.toContain('x-default');
    expect(urlsetXml([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(sitemapIndexXml(['https://shop.test/sitemaps/pages-1.xml'])).toContain('<sitemap><loc>https://shop.test/sitemaps/pages-1.xml</loc></sitemap>');
  });

  it('starts a new file at the count limit', () => {
    const files = splitIntoFiles([1, 2, 3, 4, 5, 6, 7], () => 10, { urls: 3, bytes: 1_000_000 });
    expect(files).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('starts a new file before the bytes run out, counting the file’s frame', () => {
    const files = splitIntoFiles([1, 2, 3, 4, 5], () => 100, { urls: 50_000, bytes: URLSET_FRAME_BYTES + 250 });
    expect(files).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('puts an item bigger than a file in a file of its own rather than dropping it', () => {
    expect(splitIntoFiles([10, 5000, 10], (size) => size, { urls: 10, bytes: 1000 })).toEqual([[10], [5000], [10]]);
  });
});
