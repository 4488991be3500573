import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import { createKernel, loadPlugins, type PluginRegistry } from './kernel.ts';
import { definePlugin } from './plugin.ts';

const store = {
  storeId: 1, code: 'uk', language: 'en', locale: 'en_GB', loginRequired: false,
  plugins: { alpha: {}, beta: false, gamma: { colour: 'red' }, missing: {} },
} as unknown as StoreConfig;

function makeKernel() {
  const seen: LogEntry[] = [];
  const kernel = createKernel({
    store,
    api: {} as ApiClient,
    logger: createLogger({ sink: (entry) => seen.push(entry) }),
    i18n: setupI18n(),
  });
  return { kernel, seen };
}

describe('loadPlugins', () => {
  it('imports only enabled plugins, sets them up in config order with their options, and skips failures', async () => {
    const { kernel, seen } = makeKernel();
    const order: string[] = [];
    const registry: PluginRegistry = {
      alpha: vi.fn(async () => ({ default: definePlugin({ name: 'alpha', options: {}, setup: () => void order.push('alpha') }) })),
      beta: vi.fn(async () => ({ default: definePlugin({ name: 'beta', options: {}, setup: () => void order.push('beta') }) })),
      gamma: vi.fn(async () => ({
        default: definePlugin<{ colour: string }>({ name: 'gamma', options: {}, setup: (_ctx, options) => void order.push(`gamma:${options.colour}`) }),
      })),
    };
    await loadPlugins(kernel, registry);
    expect(registry.beta).not.toHaveBeenCalled();
    expect(order).toEqual(['alpha', 'gamma:red']);
    expect(kernel.plugins).toEqual(['alpha', 'gamma']);
    expect(seen).toContainEqual(expect.objectContaining({ source: 'missing', level: 'error' }));
  });

  it('logs a plugin whose setup throws by name and loads the others', async () => {
    const { kernel, seen } = makeKernel();
    const registry: PluginRegistry = {
      alpha: async () => ({ default: definePlugin({ name: 'alpha', options: {}, setup: () => { throw new Error('setup exploded'); } }) }),
      gamma: async () => ({ default: definePlugin({ name: 'gamma', options: {}, setup: () => undefined }) }),
      missing: async () => { throw new Error('chunk failed'); },
    };
    await loadPlugins(kernel, registry);
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
