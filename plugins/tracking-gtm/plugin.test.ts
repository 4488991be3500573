// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { type PluginContext, toShellSession } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { orderTrackingService } from '../../contracts/order-tracking.ts';
import type { TrackingTransactionReply } from '../../contracts/tracking.ts';
import plugin from './index.ts';

type Entry = Record<string, unknown> | IArguments;
const layer = () => ((window as unknown as { dataLayer: Entry[] }).dataLayer ?? []).map((e) => (isArgs(e) ? Array.from(e) : e));
const isArgs = (e: Entry): e is IArguments => Object.prototype.toString.call(e) === '[object Arguments]';
const containers = () => document.querySelectorAll('script[data-tracker="gtm"]');

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.head.innerHTML = '';
});

async function setup() {
  const t = pluginKernel();
  await t.load(plugin, { containerId: 'GTM-TEST1', scriptUrl: '/vendor/gtm.js' });
  return t;
}

const basket = {
  currency: 'GBP',
  total: 199.95,
  items: [{ productId: 1001, sku: 'SKI-1', name: 'Pro Ski', brandName: 'Rossignol', price: 199.95, quantity: 1 }],
};

describe('tracking-gtm', () => {
  it('sets the all-denied default before any tag and loads no container before a choice', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    kernel.hooks.get('consentChanged').call({ given: false, functional: false, advertising: false });
    expect(layer()).toEqual([['consent', 'default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })]]);
    expect(containers()).toHaveLength(0);
  });

  it('after Accept all: consent update, container, then the queued page view and session', async () => {
    const { kernel } = await setup();
    await kernel.hooks.sessionReady.promise(toShellSession(rawSession({ isSignupEvent: true })));
    kernel.hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: true });
    const events = layer();
    expect(events[1]).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted', security_storage: 'granted' })]);
    expect(events[2]).toEqual({ event: 'cookie_consent_update', cookie_consent: { functional: true, advertising: true } });
    expect(events.slice(3).map((e) => (e as { event: string }).event)).toEqual(['gtm.js', 'session_initialised', 'sign_up', 'virtual_page_view']);
    expect(containers()[0]!.getAttribute('src')).toBe('/vendor/gtm.js?id=GTM-TEST1');
  });

  it('pushes add_to_cart with the item when basketChanged says add', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: true });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'add', productId: 1001, quantityDelta: 1 });
    expect(layer().at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: 199.95,
        items: [{ item_id: '1001', item_name: 'Pro Ski', item_brand: 'Rossignol', item_variant: 'SKI-1', price: 199.95, quantity: 1 }],
      },
    });
  });

  it('functional only: container loads, ad signals stay denied', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    expect(layer()[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    expect(containers()).toHaveLength(1);
  });

  it('Reject all: no container and no events', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: false });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'add', productId: 1001 });
    expect(containers()).toHaveLength(0);
    expect(
      layer()
        .filter((e) => !Array.isArray(e))
        .map((e) => (e as { event: string }).event),
    ).toEqual(['cookie_consent_update']);
  });

  it('pushes purchase and lifetime value on the order confirmation, from the order-tracking service', async () => {
    const reply: TrackingTransactionReply = {
      orders: [
        {
          transactionId: '100001',
          currency: 'GBP',
          shipping: 5,
          tax: 20,
          total: 125,
          promoCode: null,
          products: [{ id: '1001', name: 'Pro Ski', brand: 'R', price: 100, quantity: 1 }],
        },
      ],
      orders_total_count: 4,
    };
    const asked: number[] = [];
    const t = pluginKernel();
    // What tracking-core provides in a store.
    (t.kernel.contextFor('tracking-core') as PluginContext<'tracking-core'>).provide(orderTrackingService, {
      transaction: (orderId) => {
        asked.push(orderId);
        return Promise.resolve(reply);
      },
    });
    await t.load(plugin, { containerId: 'GTM-TEST1', scriptUrl: '/vendor/gtm.js' });
    t.kernel.hooks.get('pageView').call({ pageType: 'success', path: '/order/success/', search: '', entityId: 100001 });
    expect(asked).toEqual([]);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([100001]);
    expect(layer().slice(-2)).toEqual([
      expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: '100001', value: 125 }) }),
      { event: 'lifetime_value', ltv: { orders_total_count: 4, currency: 'GBP', value: 125 } },
    ]);
  });
});

describe('tracking-gtm: search', () => {
  it('pushes search with the term and its source, and view_search_results with the count', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    kernel.hooks.get('searchSubmitted').call({ term: 'skis', source: 'enter' });
    expect(layer().at(-1)).toEqual({ event: 'search', search_term: 'skis', search_source: 'enter' });
    kernel.hooks
      .get('pageView')
      .call({ pageType: 'search', path: '/search', search: '?s=skis', entityId: null, searchResults: { term: 'skis', resultsCount: 12 } });
    expect(layer().slice(-2)).toEqual([
      { event: 'virtual_page_view', page_type: 'search', page_path: '/search?s=skis', entity_id: null },
      { event: 'view_search_results', search_term: 'skis', results_count: 12 },
    ]);
  });
});

describe('tracking-gtm: A/B tests', () => {
  it('pushes each assignment announced on abTestAssigned as ab_test, once consent allows', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('abTestAssigned').call({ abTestCode: 'ab_test_pss_new_login_forms', abTestVariationCode: 'Variation1' });
    expect(layer().filter((e) => !Array.isArray(e))).toEqual([]);
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    expect(layer().filter((e) => (e as { event?: string }).event === 'ab_test')).toEqual([
      { event: 'ab_test', ab_test_code: 'ab_test_pss_new_login_forms', ab_test_variation: 'Variation1' },
    ]);
  });
});

describe('tracking-gtm: brute-force lock', () => {
  it('pushes brute_force_lock with the refused form when the auth plugin announces the lock', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    kernel.hooks.get('accountLocked').call({ action: 'login' });
    expect(layer().at(-1)).toEqual({ event: 'brute_force_lock', form: 'login' });
  });
});

describe('tracking-gtm: basket views', () => {
  const events = () =>
    layer()
      .map((e) => (e as { event?: string }).event)
      .filter((e) => e === 'view_cart' || e === 'cart_update');

  it('pushes view_cart for the basket page, not for the mini basket loaded on every page', async () => {
    const { kernel } = await setup();
    kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    kernel.hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'load' });
    expect(events()).toEqual([]);
    kernel.hooks.get('pageView').call({ pageType: 'basket', path: '/checkout/cart/', search: '', entityId: null });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'load' });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'load' });
    kernel.hooks.get('basketChanged').call(basket, { kind: 'update', productId: 1001, quantityDelta: 1 });
    expect(events()).toEqual(['view_cart', 'cart_update']);
  });
});
