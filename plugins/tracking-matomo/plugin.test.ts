// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageView } from '../../core/plugin-api.ts';
import { pluginKernel } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';
import { cartCommands, pageViewCommands } from './matomo.ts';

const paq = () => (window as unknown as { _paq: unknown[] })._paq;
const home: PageView = { pageType: 'home', path: '/', search: '?x=1', entityId: null };

beforeEach(() => {
  delete (window as unknown as { _paq?: unknown })._paq;
  document.head.innerHTML = '';
});

describe('tracking-matomo', () => {
  it('loads matomo.js and sends the queued page view with functional consent only', async () => {
    const t = pluginKernel();
    await t.load(plugin, { url: '/vendor/', siteId: 3 });
    t.kernel.hooks.get('pageView').call(home);
    expect(document.querySelector('script[data-tracker="matomo"]')).toBeNull();
    expect(paq()).toEqual([]);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    expect(document.querySelector('script[data-tracker="matomo"]')!.getAttribute('src')).toBe('/vendor/matomo.js');
    expect(paq()).toEqual([
      ['setTrackerUrl', '/vendor/matomo.php'],
      ['setSiteId', '3'],
      ['enableLinkTracking'],
      ['setCustomUrl', '/?x=1'],
      ['setDocumentTitle', ''],
      ['trackPageView'],
    ]);
  });

  it('stays off with advertising only or after Reject all', async () => {
    const t = pluginKernel();
    await t.load(plugin, { url: '/vendor/', siteId: 3 });
    t.kernel.hooks.get('pageView').call(home);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: true });
    expect(document.querySelector('script[data-tracker="matomo"]')).toBeNull();
    expect(paq()).toEqual([]);
  });

  it('maps product views and cart updates to e-commerce commands', () => {
    const product = { productId: 1, productName: 'Ski', specialPrice: 99, currencyCode: 'GBP', category: 'Skis', brandName: 'B' };
    expect(pageViewCommands({ ...home, product }, 'T')).toContainEqual(['setEcommerceView', '1', 'Ski', 'Skis', 99]);
    const basket = { currency: 'GBP', total: 10, items: [{ productId: 7, sku: 'S7', name: 'Socks', brandName: 'X', price: 5, quantity: 2 }] };
    expect(cartCommands(basket, { kind: 'add', productId: 7 })).toEqual([
      ['clearEcommerceCart'],
      ['addEcommerceItem', 'S7', 'Socks', 'X', 5, 2],
      ['trackEcommerceCartUpdate', 10],
    ]);
    expect(cartCommands(basket, { kind: 'load' })).toEqual([]);
  });
});
