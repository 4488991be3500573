// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abTestsService, type AbTests } from '../../contracts/ab-tests.ts';
import type { ConsentState } from '../../contracts/consent.ts';
import { type PageView, type PluginContext, type SlotEntry } from '../../core/plugin-api.ts';
import { pluginKernel, testStore } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';
import { amazonPayDisabled, buttonOptions } from './rules.ts';

const accepted: ConsentState = { given: true, functional: true, advertising: false };
const page = (pageType: string): PageView => ({ pageType: pageType as PageView['pageType'], path: '/', search: '', entityId: null });
const script = () => document.querySelector<HTMLScriptElement>('script[data-integration="amazon-pay"]');

async function setup(variation?: string) {
  const store = testStore({ currency: { code: 'GBP', template: '£#', priceLocale: 'en-GB' }, locale: 'en_GB' });
  const t = pluginKernel(undefined, store);
  t.kernel.i18n.loadAndActivate({ locale: 'en_GB', messages: {} });
  if (variation) {
    const abTests: AbTests = {
      variation: (code) => (code === 'ab_test_amazonpay_button' ? variation : null),
      assignments: () => [],
      ready: Promise.resolve([]),
    };
    (t.kernel.contextFor('ab-tests') as PluginContext<'ab-tests'>).provide(abTestsService, abTests);
  }
  await t.load(plugin, { merchantId: 'A2SUMMITUKDEMO' });
  const hooks = {
    view: (type: string) => act(() => t.kernel.hooks.get('pageView').call(page(type))),
    consent: (c: ConsentState) => act(() => t.kernel.hooks.get('consentChanged').call(c)),
  };
  const entry = (t.kernel.slots.entries['basket.payments'] as SlotEntry[])[0]!;
  const Button = entry.component;
  const show = () => render(t.inPlugin('amazon-pay', <Button />));
  return { t, hooks, show };
}

/** What the stand-in's renderButton would do, recorded. */
const renderButton = vi.fn((target: Element) => {
  target.innerHTML = '<button type="button" aria-label="Amazon Pay">amazon pay</button>';
});

beforeEach(() => {
  document.head.innerHTML = '';
  (window as unknown as { amazon: unknown }).amazon = { Pay: { renderButton } };
  renderButton.mockClear();
});
afterEach(cleanup);

describe('amazon-pay', () => {
  it('shows the button on the basket only after consent, once its script has loaded', async () => {
    const { hooks, show } = await setup('original');
    show();
    await hooks.view('basket');
    expect(script()).toBeNull();
    expect(screen.queryByTestId('amazon-pay')).toBeNull();
    await hooks.consent(accepted);
    expect(script()!.getAttribute('src')).toBe('/vendor/amazon-pay.js');
    expect(screen.queryByTestId('amazon-pay')).toBeNull();
    await act(async () => {
      script()!.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('button', { name: 'Amazon Pay' })).toBeTruthy();
    expect(renderButton).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      expect.objectContaining({ merchantId: 'A2SUMMITUKDEMO', placement: 'Cart', ledgerCurrency: 'GBP' }),
    );
  });

  it('loads nothing on pages it is not configured for', async () => {
    const { hooks } = await setup('original');
    await hooks.consent(accepted);
    await hooks.view('home');
    await hooks.view('product');
    expect(script()).toBeNull();
  });

  it('variation_a of ab_test_amazonpay_button switches it off: no script, no button', async () => {
    const { hooks, show } = await setup('variation_a');
    show();
    await hooks.view('basket');
    await hooks.consent(accepted);
    expect(script()).toBeNull();
    expect(screen.queryByTestId('amazon-pay')).toBeNull();
  });

  it('reads the variation through the ab-tests service, and shows without an A/B plugin', () => {
    expect(amazonPayDisabled(undefined)).toBe(false);
    expect(amazonPayDisabled({ variation: () => 'original' })).toBe(false);
    expect(amazonPayDisabled({ variation: () => null })).toBe(false);
    expect(amazonPayDisabled({ variation: (code) => (code === 'ab_test_amazonpay_button' ? 'variation_a' : null) })).toBe(true);
  });

  it('gives the button the store currency and locale, and the product placement on product pages', () => {
    const store = { currency: { code: 'EUR' }, locale: 'de_DE' };
    expect(buttonOptions({ merchantId: 'M', sandbox: true }, store, 'product')).toEqual({
      merchantId: 'M',
      ledgerCurrency: 'EUR',
      checkoutLanguage: 'de_DE',
      productType: 'PayAndShip',
      placement: 'Product',
      buttonColor: 'Gold',
      sandbox: true,
    });
  });
});
