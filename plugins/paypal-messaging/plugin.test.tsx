// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../contracts/consent.ts';
import { type PageView, type SlotEntry } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession, testStore } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';
import { messageAmount, sdkUrl } from './rules.ts';

const accepted: ConsentState = { given: true, functional: true, advertising: false };
const product = { productId: 1, productName: 'Ski', specialPrice: 300, currencyCode: 'GBP', category: 'Skis', brandName: 'B' };
const productView: PageView = { pageType: 'product' as PageView['pageType'], path: '/catalog/product/view/id/1', search: '', entityId: 1, product };
const basketView: PageView = { pageType: 'basket' as PageView['pageType'], path: '/checkout/cart', search: '', entityId: null };
const script = () => document.querySelector<HTMLScriptElement>('script[data-integration="paypal-messaging"]');
const rendered = vi.fn();

async function setup(loginRequired = false) {
  const store = testStore({ currency: { code: 'GBP', template: '£#', priceLocale: 'en-GB' }, locale: 'en_GB' });
  const t = pluginKernel(undefined, store);
  t.kernel.i18n.loadAndActivate({ locale: 'en_GB', messages: {} });
  t.kernel.receiveSession(rawSession({ loginRequired }));
  await t.load(plugin, { clientId: 'summit-uk-demo-client' });
  const Message = (t.kernel.slots.entries['product.details'] as SlotEntry[])[0]!.component;
  render(t.inPlugin('paypal-messaging', <Message />));
  const call = async (fn: () => void) => act(fn);
  return { t, call };
}

beforeEach(() => {
  document.head.innerHTML = '';
  rendered.mockClear();
  (window as unknown as { paypal: unknown }).paypal = {
    Messages: (options: Record<string, unknown>) => ({
      render: (target: Element) => {
        rendered(options);
        target.textContent = `Pay in 3 interest-free payments of £${Number(options.amount) / 3}`;
        return Promise.resolve();
      },
    }),
  };
});
afterEach(cleanup);

describe('paypal-messaging', () => {
  it('writes the pay-later message for the product price only after consent and its SDK', async () => {
    const { t, call } = await setup();
    await call(() => t.kernel.hooks.get('pageView').call(productView));
    expect(script()).toBeNull();
    await call(() => t.kernel.hooks.get('consentChanged').call(accepted));
    expect(script()!.getAttribute('src')).toBe('/vendor/paypal-messages.js?client-id=summit-uk-demo-client&components=messages&currency=GBP&locale=en_GB');
    await act(async () => {
      script()!.dispatchEvent(new Event('load'));
    });
    expect((await screen.findByRole('note', { name: 'Pay later with PayPal' })).textContent).toBe('Pay in 3 interest-free payments of £100');
    expect(rendered).toHaveBeenCalledWith({ amount: 300, placement: 'product', currency: 'GBP', style: { layout: 'text' } });
  });

  it('loads nothing after a refusal', async () => {
    const { t, call } = await setup();
    await call(() => t.kernel.hooks.get('pageView').call(productView));
    await call(() => t.kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: false }));
    expect(script()).toBeNull();
  });

  it('picks the amount of the page: the product price, the basket total, nothing where prices are hidden', () => {
    expect(messageAmount(productView, 50, true)).toEqual({ amount: 300, placement: 'product' });
    expect(messageAmount(basketView, 99.5, true)).toEqual({ amount: 99.5, placement: 'cart' });
    expect(messageAmount(basketView, null, true)).toBeNull();
    expect(messageAmount(basketView, 0, true)).toBeNull();
    expect(messageAmount(productView, 50, false)).toBeNull();
    expect(messageAmount({ ...basketView, pageType: 'home' as PageView['pageType'] }, 50, true)).toBeNull();
  });

  it('keeps a foreign SDK address absolute (the store CSP then allows its origin)', () => {
    const store = { currency: { code: 'EUR' }, locale: 'de_DE' };
    expect(sdkUrl({ clientId: 'abcdefgh', scriptUrl: 'https://www.paypal.com/sdk/js' }, store, 'http://de.localhost:3000/')).toBe(
      'https://www.paypal.com/sdk/js?client-id=abcdefgh&components=messages&currency=EUR&locale=de_DE',
    );
  });
});
