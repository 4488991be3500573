// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, type PageView } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const home: PageView = { pageType: 'home', path: '/', search: '', entityId: null };
const basket = { currency: 'GBP', total: 10, items: [{ productId: 7, sku: 'S7', name: 'Socks', brandName: 'X', price: 5, quantity: 2 }] };

async function memberKernel(reply?: () => unknown) {
  const t = pluginKernel(reply);
  t.kernel.receiveSession(rawSession({ customer_id: 42, email: 'demo@summit.test' }));
  await t.load(plugin, { enabled: true });
  return t;
}

describe('tracking-facebook', () => {
  it('sends nothing before a choice, nor without advertising consent', async () => {
    const t = await memberKernel();
    t.kernel.hooks.get('pageView').call(home);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    t.kernel.hooks.get('pageView').call(home);
    await flush();
    expect(t.calls).toEqual([]);
  });

  it('sends page view (queued) and add to cart with advertising consent, user id and email', async () => {
    const t = await memberKernel();
    t.kernel.hooks.get('pageView').call(home);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: true });
    t.kernel.hooks.get('basketChanged').call(basket, { kind: 'add', productId: 7, quantityDelta: 1 });
    await flush();
    expect(t.calls.map((c) => c.endpoint)).toEqual(['ppc-fb-page-view', 'ppc-fb-add-to-cart']);
    expect(t.calls[1]!.options).toEqual({
      body: expect.objectContaining({ userId: 42, storeId: 1, userEmail: 'demo@summit.test', eventData: expect.objectContaining({ value: 5, num_items: 1 }) }),
    });
  });

  it('sends nothing for a guest even with advertising consent', async () => {
    const t = pluginKernel();
    await t.load(plugin, { enabled: true });
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: true });
    t.kernel.hooks.get('pageView').call(home);
    await flush();
    expect(t.calls).toEqual([]);
  });

  it('reports and tolerates a failing call', async () => {
    const t = await memberKernel(() => {
      throw new ApiError('ppc-fb-page-view', 500, 'down');
    });
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: true });
    t.kernel.hooks.get('pageView').call(home);
    t.kernel.hooks.get('pageView').call(home);
    await flush();
    expect(t.calls).toHaveLength(2);
    expect(t.logs.filter((l) => l.source === 'tracking-facebook' && l.level === 'error')).toHaveLength(2);
  });
});
