// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type PluginContext, toShellSession } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { orderTrackingService } from '../../contracts/order-tracking.ts';
import plugin from './index.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracking-core', () => {
  it('calls nothing before a choice, then visitor, page view and transaction with functional consent', async () => {
    const t = pluginKernel((endpoint) => (endpoint.name === 'tracking-visitor' ? { visitorId: 'v' } : { success: true }));
    await t.load(plugin, {});
    await t.kernel.hooks.sessionReady.promise(toShellSession(rawSession()));
    t.kernel.hooks.get('pageView').call({ pageType: 'success', path: '/order/success/', search: '', entityId: 100001 });
    await flush();
    expect(t.calls).toEqual([]);
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: true, advertising: false });
    await flush();
    expect(t.calls).toEqual([
      { endpoint: 'tracking-visitor', options: undefined },
      { endpoint: 'tracking-page-view', options: { query: { pageType: 'success', storeId: 1, entityId: 100001 } } },
      { endpoint: 'tracking-transaction', options: { query: { orderIds: '100001' } } },
    ]);
  });

  it('stays silent after Reject all', async () => {
    const t = pluginKernel();
    await t.load(plugin, {});
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: true });
    t.kernel.hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    await flush();
    expect(t.calls).toEqual([]);
  });

  it('asks tracking-transaction once per order for every tracker, and again after a failure', async () => {
    let fail = true;
    const t = pluginKernel((endpoint) => {
      if (endpoint.name !== 'tracking-transaction') return { success: true };
      if (fail) throw new Error('offline');
      return { orders: [], orders_total_count: 2 };
    });
    await t.load(plugin, {});
    const tracking = (t.kernel.contextFor('tracking-gtm') as PluginContext<'tracking-gtm'>).use(orderTrackingService);
    await expect(tracking.transaction(7)).rejects.toThrow('offline');
    fail = false;
    const [first, second] = await Promise.all([tracking.transaction(7), tracking.transaction(7)]);
    expect(first).toBe(second);
    expect(t.calls.filter((c) => c.endpoint === 'tracking-transaction')).toHaveLength(2);
  });
});
