import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { ShellSession } from '../session.ts';
import type { StoreConfig } from '../store/types.ts';
import type { ConsentState, PageView } from './events.ts';
import { createKernel } from './kernel.ts';
import { definePlugin, type PluginContext } from './plugin.ts';
import type { PluginRegistry } from './plugin-loader.ts';

const view = (path: string): PageView => ({ pageType: 'home', path, search: '', entityId: null });
const consent = (advertising: boolean): ConsentState => ({ given: true, functional: true, advertising });
const session = { isUserLoggedIn: false } as ShellSession;

function kernelWith(plugins: Record<string, { setup: (ctx: PluginContext) => void | Promise<void>; deferred?: boolean; enabled?: boolean }>) {
  const seen: LogEntry[] = [];
  const registry: PluginRegistry = {};
  const config: Record<string, unknown> = {};
  for (const [name, { setup, deferred, enabled }] of Object.entries(plugins)) {
    registry[name] = { load: vi.fn(async () => ({ default: definePlugin({ name, setup }) })), deferred };
    config[name] = enabled === false ? false : {};
  }
  const kernel = createKernel({
    store: { storeId: 1, code: 'uk', plugins: config } as unknown as StoreConfig,
    api: {} as ApiClient,
    logger: createLogger({ sink: (entry) => seen.push(entry) }),
    i18n: setupI18n(),
    registry,
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
      header: {
        setup: (ctx) => {
          ctx.hooks.pageView.tap('header', (v) => void early.push(`view ${v.path}`));
        },
      },
      tracker: {
        deferred: true,
        setup: (ctx) => {
          ctx.hooks.sessionReady.tapPromise('tracker', async () => void late.push('session'));
          ctx.hooks.consentChanged.tap('tracker', (c) => void late.push(`consent ${c.advertising}`));
          ctx.hooks.pageView.tap('tracker', (v) => void late.push(`view ${v.path}`));
          ctx.hooks.basketChanged.tap('tracker', (_b, change) => void late.push(`basket ${change.kind}`));
        },
      },
    });
    await kernel.loadPlugins();
    await kernel.hooks.sessionReady.promise(session);
    kernel.hooks.consentChanged.call(consent(false));
    kernel.hooks.pageView.call(view('/'));
    kernel.hooks.basketChanged.call({ items: [], total: 0, currency: 'GBP' }, { kind: 'add' });
    kernel.hooks.pageView.call(view('/sales'));
    await kernel.deferred.load();
    kernel.hooks.pageView.call(view('/brands'));

    expect(late).toEqual(['session', 'consent false', 'view /', 'basket add', 'view /sales', 'view /brands']);
    expect(early).toEqual(['view /', 'view /sales', 'view /brands']);
  });

  it('hear a call made while they were setting up only once', async () => {
    let release = () => undefined as void;
    const { kernel } = kernelWith({
      tracker: {
        deferred: true,
        setup: async (ctx) => {
          ctx.hooks.pageView.tap('tracker', (v) => void heard.push(v.path));
          await new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const heard: string[] = [];
    await kernel.loadPlugins();
    const loading = kernel.deferred.load();
    await vi.waitFor(() => expect(kernel.hooks.pageView.taps).toHaveLength(1));
    kernel.hooks.pageView.call(view('/during-setup'));
    release();
    await loading;
    expect(heard).toEqual(['/during-setup']);
  });

  it('pass on what a replayed tap calls: a late consent owner reaches a later tracker once', async () => {
    const heard: boolean[] = [];
    const { kernel } = kernelWith({
      consent: {
        deferred: true,
        setup: (ctx) => {
          ctx.hooks.sessionReady.tap('consent', () => ctx.hooks.consentChanged.call(consent(true)));
        },
      },
      tracker: {
        deferred: true,
        setup: (ctx) => {
          ctx.hooks.consentChanged.tap('tracker', (c) => void heard.push(c.advertising));
        },
      },
    });
    await kernel.loadPlugins();
    await kernel.hooks.sessionReady.promise(session);
    await kernel.deferred.load();
    expect(heard).toEqual([true]);
  });

  it('log a replayed tap that throws with the plugin name and go on', async () => {
    const { kernel, seen } = kernelWith({
      broken: {
        deferred: true,
        setup: (ctx) => {
          ctx.hooks.pageView.tap('broken', () => {
            throw new Error('no tracker today');
          });
        },
      },
      fine: { deferred: true, setup: () => undefined },
    });
    await kernel.loadPlugins();
    kernel.hooks.pageView.call(view('/'));
    await kernel.deferred.load();
    expect(kernel.plugins).toEqual(['broken', 'fine']);
    expect(seen).toContainEqual(expect.objectContaining({ source: 'broken', message: 'tap on pageView failed: no tracker today' }));
  });

  it('warn when a deferred plugin taps routeResolve (the first page was resolved without it)', async () => {
    const { kernel, seen } = kernelWith({
      router: {
        deferred: true,
        setup: (ctx) => {
          ctx.hooks.routeResolve.tap('router', (resolution) => resolution);
        },
      },
    });
    await kernel.deferred.load();
    expect(seen).toContainEqual(expect.objectContaining({ source: 'router', level: 'warn' }));
  });
});
