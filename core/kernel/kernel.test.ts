import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import { createKernel } from './kernel.ts';
import type { PluginRegistry } from './plugin-loader.ts';
import { definePlugin } from './plugin.ts';

const store = {
  storeId: 1, code: 'uk', language: 'en', locale: 'en_GB', loginRequired: false,
  plugins: { alpha: {}, beta: false, gamma: { colour: 'red' }, missing: {} },
} as unknown as StoreConfig;

function makeKernel(registry: PluginRegistry = {}, config: StoreConfig = store) {
  const seen: LogEntry[] = [];
  const kernel = createKernel({
    store: config,
    api: {} as ApiClient,
    logger: createLogger({ sink: (entry) => seen.push(entry) }),
    i18n: setupI18n(),
    registry,
  });
  return { kernel, seen };
}

describe('loadPlugins', () => {
  it('imports only enabled plugins, sets them up in config order with their options, and skips failures', async () => {
    const order: string[] = [];
    const registry: PluginRegistry = {
      alpha: { load: vi.fn(async () => ({ default: definePlugin({ name: 'alpha', setup: () => void order.push('alpha') }) })) },
      beta: { load: vi.fn(async () => ({ default: definePlugin({ name: 'beta', setup: () => void order.push('beta') }) })) },
      gamma: {
        load: vi.fn(async () => ({
          default: definePlugin<{ colour: string }>({ name: 'gamma', setup: (_ctx, options) => void order.push(`gamma:${options.colour}`) }),
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
      alpha: { load: async () => ({ default: definePlugin({ name: 'alpha', setup: () => { throw new Error('setup exploded'); } }) }) },
      gamma: { load: async () => ({ default: definePlugin({ name: 'gamma', setup: () => undefined }) }) },
      missing: { load: async () => { throw new Error('chunk failed'); } },
    };
    const { kernel, seen } = makeKernel(registry);
    await kernel.loadPlugins();
    expect(kernel.plugins).toEqual(['gamma']);
    expect(seen.map((e) => `${e.source}: ${e.message}`).sort()).toEqual([
      'alpha: plugin setup failed: setup exploded',
      'missing: plugin failed to load: chunk failed',
    ]);
  });

  it('shares values between plugins through provide and use, never imports', () => {
    const { kernel } = makeKernel();
    kernel.contextFor('basket').provide('basket.count', 3);
    expect(kernel.contextFor('header').use<number>('basket.count')).toBe(3);
  });
});
