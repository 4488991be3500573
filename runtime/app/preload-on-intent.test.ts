// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredPage } from '../../core/kernel/kernel.ts';
import type { PluginManifest } from '../../core/kernel/manifest.ts';
import { composeRouteTable } from '../../core/routing/route-table.ts';
import type { PageType } from '../../core/routing/types.ts';
import { pageTypeOfLink, preloadOnIntent } from './preload-on-intent.ts';

const routes = composeRouteTable([
  [
    'basket',
    {
      routes: [
        { id: 'basket', paths: ['/checkout/cart/'], pageType: 'basket' },
        { id: 'product', paths: ['/catalog/product/view/id/:id'], pageType: 'product' },
      ],
    },
  ],
] satisfies [string, PluginManifest][]);
const here = new URL('http://localhost:3000/sales');

describe('the page a link leads to', () => {
  it('is the page type of the route the path matches', () => {
    expect(pageTypeOfLink(routes, '/checkout/cart/', here, false)).toBe('basket');
    expect(pageTypeOfLink(routes, '/catalog/product/view/id/1001?colour=red', here, false)).toBe('product');
  });

  it('is unknown for paths the server looks up and for other sites', () => {
    expect(pageTypeOfLink(routes, '/ski/alpine-skis', here, false)).toBeNull();
    expect(pageTypeOfLink(routes, 'https://elsewhere.example/checkout/cart/', here, false)).toBeNull();
    expect(pageTypeOfLink(routes, 'http://[bad', here, false)).toBeNull();
  });
});

describe('preloading on intent', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function pageWith(loaded: boolean) {
    const load = vi.fn(async () => ({ default: () => null }));
    const page = { plugin: 'basket', reportsOwnView: false, load, loaded: loaded ? { default: () => null } : null } as unknown as RegisteredPage;
    return { page, load };
  }

  it('loads the code of a linked page once, when the pointer comes over the link or it gets the focus', () => {
    const basket = pageWith(false);
    const pages = new Map<PageType, RegisteredPage>([['basket', basket.page]]);
    stop = preloadOnIntent({ routes, pages, store: { previewHosts: [] } as never });
    document.body.innerHTML = '<a href="/checkout/cart/"><span>Basket</span></a><a href="/ski">Ski</a>';
    const [toBasket, toSki] = [...document.querySelectorAll('a')];
    toSki!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(basket.load).not.toHaveBeenCalled();
    toBasket!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    toBasket!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(basket.load).toHaveBeenCalledTimes(1);
  });

  it('leaves a page whose code is there already', () => {
    const basket = pageWith(true);
    stop = preloadOnIntent({ routes, pages: new Map([['basket' as PageType, basket.page]]), store: { previewHosts: [] } as never });
    document.body.innerHTML = '<a href="/checkout/cart/">Basket</a>';
    document.querySelector('a')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(basket.load).not.toHaveBeenCalled();
  });
});
