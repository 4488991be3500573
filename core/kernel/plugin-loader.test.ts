import { setupI18n } from '@lingui/core';
import { snapshot } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../contracts/consent.ts';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import type { PageView } from './events.ts';
import { createKernel } from './kernel.ts';
import type { PluginManifest } from './manifest.ts';
import { definePlugin, type PluginContext } from './plugin.ts';
import type { PluginRegistry } from './plugin-loader.ts';
import { testStore } from '../../tests/support/test-store.ts';

const view = (path: string): PageView => ({ pageType: 'home', path, search: '', entityId: null });
const consent = (advertising: boolean): ConsentState => ({ given: true, functional: true, advertising });

interface TestPlugin {
  setup: (ctx: PluginContext<string>) => void | Promise<void>;
  manifest?: PluginManifest;
  deferred?: boolean;
  enabled?: boolean;
}

function kernelWith(plugins: Record<string, TestPlugin>, environment: 'browser' | 'server' = 'browser') {
  const seen: LogEntry[] = [];
  const registry: PluginRegistry = {};
  const config: StoreConfig['plugins'] = {};
  for (const [name, { setup, deferred, enabled, manifest }] of Object.entries(plugins)) {
    registry[name] = {
      load: vi.fn(async () => ({ default: definePlugin({ name, setup }) as never })),
      manifest: { ...manifest, ...(deferred ? { load: 'deferred' as const } : {}) },
    };
    config[name] = enabled === false ? false : {};
  }
  const kernel = createKernel({
    store: testStore({ plugins: config }),
    api: {} as ApiClient,
    logger: createLogger({ sink: (entry) => seen.push(entry) }),
    i18n: setupI18n(),
    registry,
    environment,
  });
  return { kernel, registry, seen };
}

describe('deferred plugins', () => {
  it('load only when asked, after the first-page plugins; a disabled one never loads', async () => {
    const { kernel, registry } = kernelWith({
      header: { setup: () => undefined },
      tracker: { setup: () => undefined, deferred: true },
      off: { setup: () => undefined, deferred: true, enabled: false },
    });
    await kernel.loadPlugins();
    expect(kernel.plugins).toEqual(['header']);
    expect(registry.tracker!.load).not.toHaveBeenCalled();
    expect(kernel.deferred.state.settled).toBe(false);

    await Promise.all([kernel.deferred.load(), kernel.deferred.load()]);
    expect(kernel.plugins).toEqual(['header', 'tracker']);
    expect(registry.tracker!.load).toHaveBeenCalledTimes(1);
    expect(registry.off!.load).not.toHaveBeenCalled();
    expect(kernel.deferred.state.settled).toBe(true);
  });

  it('are settled from the start when a store defers nothing', () => {
    const { kernel } = kernelWith({ header: { setup: () => undefined } });
    expect(kernel.deferred.state.settled).toBe(true);
  });

  it('hear the calls they missed, in their order, once; first-page taps hear nothing twice', async () => {
    const early: string[] = [];
    const late: string[] = [];
    const { kernel } = kernelWith({
      header: { setup: (ctx) => ctx.on.pageView((v) => void early.push(`view ${v.path}`)) },
      tracker: {
        deferred: true,
        setup: (ctx) => {
          ctx.on.sessionReady(async () => void late.push('session'));
          ctx.on.consentChanged((c) => void late.push(`consent ${c.advertising}`));
          ctx.on.pageView((v) => void late.push(`view ${v.path}`));
          ctx.on.basketChanged((_b, change) => void late.push(`basket ${change.kind}`));
          ctx.on.sessionChanged(({ reason, session }) => void late.push(`${reason} ${session.isUserLoggedIn}`));
          ctx.on.routeChanged(({ to }) => void late.push(`route ${to}`));
        },
      },
    });
    await kernel.loadPlugins();
    await kernel.hooks.sessionReady.promise(snapshot(kernel.session));
    kernel.hooks.get('consentChanged').call(consent(false));
    kernel.hooks.get('routeChanged').call({ from: '/sales', to: '/' });
    kernel.hooks.get('pageView').call(view('/'));
    kernel.hooks.get('basketChanged').call({ items: [], total: 0, currency: 'GBP' }, { kind: 'add' });
    kernel.hooks
      .get('sessionChanged')
      .call({ reason: 'login', session: { ...snapshot(kernel.session), isUserLoggedIn: true }, previous: snapshot(kernel.session) });
    kernel.hooks.get('pageView').call(view('/sales'));
    await kernel.deferred.load();
    kernel.hooks.get('pageView').call(view('/brands'));

    // Route changes are per page: a late plugin has no page state to reset.
    expect(late).toEqual(['session', 'consent false', 'view /', 'basket add', 'login true', 'view /sales', 'view /brands']);
    expect(early).toEqual(['view /', 'view /sales', 'view /brands']);
  });

  it('record nothing in a server render, which never starts their phase', async () => {
    const late: string[] = [];
    const { kernel } = kernelWith({ tracker: { deferred: true, setup: (ctx) => ctx.on.pageView((v) => void late.push(`view ${v.path}`)) } }, 'server');
    await kernel.loadPlugins();
    kernel.hooks.get('pageView').call(view('/'));
    await kernel.deferred.load();
    expect(kernel.plugins).toEqual(['tracker']);
    expect(late).toEqual([]);
  });

  it('in a server render: only the server-rendered ones set up, after the deferred providers they need, on every page alike', async () => {
    const plugins: Record<string, TestPlugin> = {
      header: { setup: () => undefined },
      tracker: { deferred: true, setup: () => undefined },
      help: { deferred: true, manifest: { serverRendered: true, requires: ['content-blocks'] }, setup: () => undefined },
      blocks: { deferred: true, manifest: { provides: ['content-blocks'] }, setup: () => undefined },
    };
    for (let page = 0; page < 2; page++) {
      const { kernel } = kernelWith(plugins, 'server');
      await kernel.loadPlugins();
      await kernel.loadServerRendered();
      expect(kernel.plugins).toEqual(['header', 'blocks', 'help']);
    }
  });

  it('hear a call made while they were setting up only once', async () => {
    let release = () => undefined as void;
    const { kernel } = kernelWith({
      tracker: {
        deferred: true,
        setup: async (ctx) => {
          ctx.on.pageView((v) => void heard.push(v.path));
          await new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const heard: string[] = [];
    await kernel.loadPlugins();
    const loading = kernel.deferred.load();
    await vi.waitFor(() => expect(kernel.hooks.get('pageView').taps).toHaveLength(1));
    kernel.hooks.get('pageView').call(view('/during-setup'));
    release();
    await loading;
    expect(heard).toEqual(['/during-setup']);
  });

  it('pass on what a replayed tap calls: a late consent owner reaches a later tracker once', async () => {
    const heard: boolean[] = [];
    const { kernel } = kernelWith({
      owner: {
        deferred: true,
        manifest: { ownsHooks: ['consentChanged'] },
        setup: (ctx) => ctx.on.sessionReady(() => (ctx.emit as { consentChanged(c: ConsentState): void }).consentChanged(consent(true))),
      },
      tracker: { deferred: true, setup: (ctx) => ctx.on.consentChanged((c) => void heard.push(c.advertising)) },
    });
    await kernel.loadPlugins();
    await kernel.hooks.sessionReady.promise(snapshot(kernel.session));
    await kernel.deferred.load();
    expect(heard).toEqual([true]);
  });

  it('log a replayed tap that throws with the plugin name and go on', async () => {
    const { kernel, seen } = kernelWith({
      broken: {
        deferred: true,
        setup: (ctx) =>
          ctx.on.pageView(() => {
            throw new Error('no tracker today');
          }),
      },
      fine: { deferred: true, setup: () => undefined },
    });
    await kernel.loadPlugins();
    kernel.hooks.get('pageView').call(view('/'));
    await kernel.deferred.load();
    expect(kernel.plugins).toEqual(['broken', 'fine']);
    expect(seen).toContainEqual(expect.objectContaining({ source: 'broken', message: 'tap on pageView failed: no tracker today' }));
  });

  it('warn when a deferred plugin taps routeResolve (the first page was resolved without it)', async () => {
    const { kernel, seen } = kernelWith({
      router: { deferred: true, setup: (ctx) => ctx.on.routeResolve((resolution) => resolution) },
    });
    await kernel.deferred.load();
    expect(seen).toContainEqual(expect.objectContaining({ source: 'router', level: 'warn' }));
  });
});
