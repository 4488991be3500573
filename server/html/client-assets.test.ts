import { describe, expect, it } from 'vitest';
import { pageAssets, pageAssetsOfBuild, type BuildManifest } from './client-assets.ts';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot-1.js'], dynamicImports: ['boot-app.tsx'], css: ['assets/index-1.css'] },
  '_boot-1.js': { file: 'assets/boot-1.js' },
  'boot-app.tsx': { file: 'assets/boot-app-1.js', imports: ['_boot-1.js', '_kernel-1.js'] },
  '_kernel-1.js': { file: 'assets/kernel-1.js' },
  '../plugins/search/index.ts': { file: 'assets/search-1.js', imports: ['_kernel-1.js', 'boot-app.tsx'] },
  '_money-1.js': { file: 'assets/money-1.js' },
  '../plugins/catalog/index.ts': { file: 'assets/catalog-1.js', imports: ['index.html', '_boot-1.js'], css: ['assets/catalog-1.css'] },
  '../plugins/catalog/product/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_money-1.js', '_boot-1.js'], css: ['assets/product-1.css'] },
  '../virtual:summit/catalogs/fr_FR': { file: 'assets/fr_FR-1.js', imports: ['index.html'] },
  '_sanitize-1.js': { file: 'assets/sanitize-1.js' },
  '../plugins/content/index.ts': { file: 'assets/content-1.js', imports: ['_boot-1.js'], css: ['assets/content-1.css'] },
  '../plugins/content/blocks/HeaderText.tsx': { file: 'assets/HeaderText-1.js', imports: ['_sanitize-1.js', '_money-1.js'], css: ['assets/header-1.css'] },
};

describe('pageAssets', () => {
  it('names the chunks and stylesheets of the modules a render imported, after what they import, without the entry’s', () => {
    expect(pageAssets(MANIFEST, ['../virtual:summit/catalogs/fr_FR', '../plugins/catalog/index.ts', '../plugins/catalog/product/ProductPage.tsx'])).toEqual({
      scripts: ['assets/fr_FR-1.js', 'assets/catalog-1.js', 'assets/money-1.js', 'assets/ProductPage-1.js'],
      styles: ['assets/catalog-1.css', 'assets/product-1.css'],
    });
  });

  it('names only the stylesheets of the modules that load after the first page, and no script only they need', () => {
    const later = ['../plugins/content/index.ts', '../plugins/content/blocks/HeaderText.tsx'];
    expect(pageAssets(MANIFEST, ['../plugins/catalog/product/ProductPage.tsx', ...later], later)).toEqual({
      scripts: ['assets/money-1.js', 'assets/ProductPage-1.js'],
      styles: ['assets/product-1.css', 'assets/content-1.css', 'assets/header-1.css'],
    });
  });

  it("leaves out the entry's boot stages and what they import: the template preloads them", () => {
    expect(pageAssets(MANIFEST, ['../plugins/search/index.ts']).scripts).toEqual(['assets/search-1.js']);
  });

  it('skips modules the browser build does not have (server-only code)', () => {
    expect(pageAssets(MANIFEST, ['../server/only.ts'])).toEqual({ scripts: [], styles: [] });
  });
});

describe('pageAssetsOfBuild', () => {
  it('answers a module list it has seen with the same assets, and another list with its own', () => {
    const assetsOf = pageAssetsOfBuild(MANIFEST);
    const product = ['../plugins/catalog/index.ts', '../plugins/catalog/product/ProductPage.tsx'];
    const first = assetsOf(product);
    expect(first).toEqual(pageAssets(MANIFEST, product));
    expect(assetsOf([...product])).toBe(first);
    expect(assetsOf(product, ['../plugins/catalog/product/ProductPage.tsx'])).toEqual(
      pageAssets(MANIFEST, product, ['../plugins/catalog/product/ProductPage.tsx']),
    );
    expect(assetsOf(['../plugins/search/index.ts']).scripts).toEqual(['assets/search-1.js']);
  });
});
