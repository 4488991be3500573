// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredPage } from '../../core/kernel/kernel.ts';
import type { PluginManifest } from '../../core/kernel/manifest.ts';
import { composeRouteTable } from '../../core/routing/route-table.ts';
import type { PageType } from '../../core/routing/types.ts';
import { likelyNextPages, preloadWhenIdle } from './preload-when-idle.ts';

const routes = composeRouteTable([
  [
    'shop',
    {
      routes: [
        { id: 'basket', paths: ['/checkout/cart/'], pageType: 'basket' },
        { id: 'product', paths: ['/catalog/product/view/id/:id'], pageType: 'product' },
        { id: 'search', paths: ['/search'], pageType: 'search' },
        { id: 'login', paths: ['/customer/account/login/'], pageType: 'login' },
      ],
    },
  ],
] satisfies [string, PluginManifest][]);
const store = { previewHosts: [] } as never;
const here = new URL('http://localhost/');

function registered(loaded = false) {
  const load = vi.fn(async () => ({ default: () => null }));
  return { page: { plugin: 'shop', reportsOwnView: false, load, loaded: loaded ? { default: () => null } : null } as unknown as RegisteredPage, load };
}

describe('the likeliest next pages', () => {
  it('are the pages the links lead to, most linked first, without the page on screen', () => {
    const hrefs = [
      '/search',
      '/catalog/product/view/id/1',
      '/checkout/cart/',
      '/catalog/product/view/id/2',
      '/ski',
      '/search?s=x',
      '/catalog/product/view/id/3',
    ];
    expect(likelyNextPages({ routes, store }, hrefs, here, null)).toEqual(['product', 'search', 'basket']);
    expect(likelyNextPages({ routes, store }, hrefs, here, 'product')).toEqual(['search', 'basket']);
  });
});

describe('preloading when the browser is idle', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing until the browser is idle, then the pages the content links to most, one per idle period, at most three', async () => {
    const pages = { product: registered(), search: registered(), basket: registered(), login: registered() };
    document.body.innerHTML =
      '<header><a href="/customer/account/login/">Sign in</a><a href="/customer/account/login/">Join</a></header><main>' +
      ['/catalog/product/view/id/1', '/catalog/product/view/id/2', '/search', '/search', '/checkout/cart/', '/customer/account/login/']
        .map((href) => `<a href="${href}">x</a>`)
        .join('') +
      '</main>';
    const idle: (() => void)[] = [];
    preloadWhenIdle({ routes, store, pages: new Map(Object.entries(pages).map(([k, v]) => [k as PageType, v.page])) }, null, document, (run) => idle.push(run));
    expect(pages.product.load).not.toHaveBeenCalled();

    idle.shift()!();
    expect(pages.product.load).toHaveBeenCalledTimes(1);
    expect(pages.search.load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(pages.search.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(pages.basket.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(pages.login.load).not.toHaveBeenCalled();
  });

  it('skips pages already loaded and stops when the page goes', () => {
    const pages = { product: registered(true), search: registered() };
    document.body.innerHTML = '<main><a href="/catalog/product/view/id/1">p</a><a href="/search">s</a></main>';
    const idle: (() => void)[] = [];
    const stop = preloadWhenIdle({ routes, store, pages: new Map(Object.entries(pages).map(([k, v]) => [k as PageType, v.page])) }, null, document, (run) =>
      idle.push(run),
    );
    stop();
    idle.shift()!();
    expect(pages.search.load).not.toHaveBeenCalled();
    expect(pages.product.load).not.toHaveBeenCalled();
  });
});
