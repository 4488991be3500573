import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { RawSession } from '../../contracts/session.ts';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import type { SessionChange } from './events.ts';
import { createKernel } from './kernel.ts';
import type { PluginManifest } from './manifest.ts';
import type { PluginRegistry } from './plugin-loader.ts';
import { definePlugin } from './plugin.ts';
import { MissingServiceError, serviceRef, type ServiceRef } from './services.ts';
import { testStore } from '../../tests/support/test-store.ts';

const store = testStore({ plugins: { alpha: {}, beta: false, gamma: { colour: 'red' }, missing: {} } });

function makeKernel(registry: PluginRegistry = {}, config: StoreConfig = store, api: ApiClient = {} as ApiClient) {
  const seen: LogEntry[] = [];
  const kernel = createKernel({ store: config, api, logger: createLogger({ sink: (entry) => seen.push(entry) }), i18n: setupI18n(), registry });
  return { kernel, seen };
}

/** A registry of manifests only (contexts are asked for directly, nothing is loaded). */
const manifests = (entries: Record<string, PluginManifest>): PluginRegistry =>
  Object.fromEntries(Object.entries(entries).map(([name, manifest]) => [name, { manifest, load: () => Promise.reject(new Error('not loaded')) }]));

describe('loadPlugins', () => {
  it('imports only enabled plugins, sets them up in config order with their options, and skips failures', async () => {
    const order: string[] = [];
    const registry: PluginRegistry = {
      alpha: { manifest: {}, load: vi.fn(async () => ({ default: definePlugin({ name: 'alpha', setup: () => void order.push('alpha') }) as never })) },
      beta: { manifest: {}, load: vi.fn(async () => ({ default: definePlugin({ name: 'beta', setup: () => void order.push('beta') }) as never })) },
      gamma: {
        manifest: {},
        load: vi.fn(async () => ({
          default: definePlugin({ name: 'gamma', setup: (_ctx, options: { colour: string }) => void order.push(`gamma:${options.colour}`) }) as never,
        })),
      },
    };
    const { kernel, seen } = makeKernel(registry);
    await kernel.loadPlugins();
    expect(registry.beta!.load).not.toHaveBeenCalled();
    expect(order).toEqual(['alpha', 'gamma:red']);
    expect(kernel.plugins).toEqual(['alpha', 'gamma']);
    expect(seen).toContainEqual(expect.objectContaining({ source: 'missing', level: 'error' }));
  });

  it('logs a plugin whose setup throws by name and loads the others', async () => {
    const registry: PluginRegistry = {
      alpha: {
        manifest: {},
        load: async () => ({
          default: definePlugin({
            name: 'alpha',
            setup: () => {
              throw new Error('setup exploded');
            },
          }) as never,
        }),
      },
      gamma: { manifest: {}, load: async () => ({ default: definePlugin({ name: 'gamma', setup: () => undefined }) as never }) },
      missing: {
        manifest: {},
        load: async () => {
          throw new Error('chunk failed');
        },
      },
    };
    const { kernel, seen } = makeKernel(registry);
    await kernel.loadPlugins();
    expect(kernel.plugins).toEqual(['gamma']);
    expect(seen.map((e) => `${e.source}: ${e.message}`).sort()).toEqual([
      'alpha: plugin setup failed: setup exploded',
      'missing: plugin failed to load: chunk failed',
    ]);
  });
});

describe('a plugin context', () => {
  const counter: ServiceRef<{ count: number }, 'basket'> = serviceRef('basket');

  it('names every tap after its plugin', () => {
    const { kernel } = makeKernel(manifests({ alpha: {} }));
    const ctx = kernel.contextFor('alpha');
    ctx.on.pageView(() => undefined);
    ctx.on.sessionReady(() => undefined);
    ctx.on.routeResolve((r) => r);
    expect(kernel.hooks.get('pageView').taps.map((t) => t.name)).toEqual(['alpha']);
    expect(kernel.hooks.sessionReady.taps.map((t) => t.name)).toEqual(['alpha']);
    expect(kernel.hooks.routeResolve.taps.map((t) => t.name)).toEqual(['alpha']);
  });

  it('may call only the hooks its manifest says it owns', () => {
    const { kernel } = makeKernel(manifests({ owner: { ownsHooks: ['basketChanged'] }, other: {} }));
    const heard: number[] = [];
    kernel.contextFor('other').on.basketChanged((basket) => void heard.push(basket.total));
    const owner = kernel.contextFor('owner').emit as Record<string, (...args: unknown[]) => void>;
    owner.basketChanged!({ items: [], total: 12, currency: 'GBP' }, { kind: 'load' });
    expect(heard).toEqual([12]);
    expect(Object.keys(kernel.contextFor('other').emit)).toEqual([]);
  });

  it('provides only the services its manifest declares; a required one missing fails loudly, an optional one is undefined', () => {
    const { kernel, seen } = makeKernel(manifests({ provider: { provides: ['basket'] }, intruder: {}, user: { requires: ['basket'] } }));
    kernel.contextFor('intruder').provide(counter, { count: 1 });
    expect(seen).toContainEqual(expect.objectContaining({ source: 'intruder', level: 'error', message: "service basket is not in the plugin's manifest" }));
    expect(() => kernel.contextFor('user').use(counter)).toThrow(MissingServiceError);
    expect(kernel.contextFor('user').useOptional(counter)).toBeUndefined();
    kernel.contextFor('provider').provide(counter, { count: 2 });
    expect(kernel.contextFor('user').use(counter)).toEqual({ count: 2 });
  });

  it('opens only the overlays its manifest declares, and the request carries its name', () => {
    const { kernel, seen } = makeKernel(manifests({ alpha: { modals: ['terms'] } }));
    const ctx = kernel.contextFor('alpha');
    ctx.shell.openModal({ kind: 'surprise', title: 'No', component: () => null });
    expect(kernel.shell.state.modal).toBeNull();
    expect(seen).toContainEqual(expect.objectContaining({ source: 'alpha', message: "modal surprise is not in the plugin's manifest" }));
    ctx.shell.openModal({ kind: 'terms', title: 'Terms', component: () => null });
    expect(kernel.shell.state.modal).toMatchObject({ plugin: 'alpha', kind: 'terms' });
  });

  it('links to routes of enabled plugins only', () => {
    const config = testStore({ plugins: { shop: {}, members: false } });
    const registry = manifests({
      shop: { routes: [{ id: 'product', paths: ['/catalog/product/view/id/:productId'], pageType: 'product' }] },
      members: { routes: [{ id: 'login', paths: ['/customer/account/login/'], pageType: 'login' }] },
    });
    const { kernel } = makeKernel(registry, config);
    const ctx = kernel.contextFor('shop');
    expect(ctx.href('product', { productId: 1001 })).toBe('/catalog/product/view/id/1001');
    expect(ctx.href('login')).toBeNull();
    expect(kernel.routes.match('/customer/account/login/', { isPreviewHost: false })?.route.id).toBe('catch-all');
  });

  it("composes a store's routes once for the kernels of its pages, and anew for other manifests", () => {
    const config = testStore({ plugins: { shop: {} } });
    const registry = manifests({ shop: { routes: [{ id: 'product', paths: ['/catalog/product/view/id/:productId'], pageType: 'product' }] } });
    const first = makeKernel(registry, config).kernel;
    expect(makeKernel(registry, config).kernel.routes).toBe(first.routes);
    const other = makeKernel(manifests({ shop: { routes: [{ id: 'product', paths: ['/p/:productId'], pageType: 'product' }] } }), config).kernel;
    expect(other.routes).not.toBe(first.routes);
    expect(other.contextFor('shop').href('product', { productId: 7 })).toBe('/p/7');
  });

  it('refreshes the session through the kernel, which tells every plugin why and what changed', async () => {
    const member = {
      customer_id: 7,
      name: 'Alex',
      store_id: 1,
      store_locale: 'en_GB',
      delivery_country: 'GB',
      gender: null,
      is_confirmed: true,
      loginRequired: false,
    } as RawSession;
    const api = { call: vi.fn(async () => member) } as unknown as ApiClient;
    const { kernel } = makeKernel(manifests({ auth: {}, tracker: {} }), store, api);
    const heard: SessionChange[] = [];
    kernel.contextFor('tracker').on.sessionChanged((change) => void heard.push(change));
    await kernel.contextFor('auth').refreshSession('login');
    expect(heard).toEqual([
      expect.objectContaining({
        reason: 'login',
        previous: expect.objectContaining({ isUserLoggedIn: false }),
        session: expect.objectContaining({ isUserLoggedIn: true, userName: 'Alex' }),
      }),
    ]);
    expect(kernel.session.isUserLoggedIn).toBe(true);
  });
});
