import { setupI18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { createLogger, type LogEntry } from '../logger.ts';
import type { StoreConfig } from '../store/types.ts';
import { createKernel } from './kernel.ts';
import type { PluginRegistry } from './plugin-loader.ts';
import { PluginBoundary } from './PluginBoundary.tsx';
import { usePlugin } from './use-plugin.tsx';
import { onDemand } from './on-demand.ts';

const store = { storeId: 1, code: 'uk', language: 'en', locale: 'en_GB', loginRequired: false, plugins: { alpha: {} } } as unknown as StoreConfig;
const registry: PluginRegistry = { alpha: { manifest: {}, load: () => Promise.reject(new Error('not loaded')) } };

function PluginName() {
  return <p>{usePlugin<string>().name}</p>;
}

describe('usePlugin()', () => {
  it("reads the context of the plugin whose slot entry renders it, in the server's render", () => {
    const seen: LogEntry[] = [];
    const kernel = createKernel({
      store,
      api: {} as ApiClient,
      logger: createLogger({ sink: (e) => seen.push(e) }),
      i18n: setupI18n(),
      registry,
      environment: 'server',
    });
    kernel.contextFor('alpha').fillSlot('header.top', { id: 'name', component: PluginName });
    expect(renderToString(<kernel.Slot name="header.top" bare />)).toBe('<p>alpha</p>');
    expect(seen).toEqual([]);
  });

  it('reads the context a boundary is given, and fails outside any plugin part', () => {
    const kernel = createKernel({ store, api: {} as ApiClient, logger: createLogger({ sink: () => undefined }), i18n: setupI18n(), registry });
    const boundary = (
      <PluginBoundary plugin="alpha" logger={kernel.logger} context={kernel.contextFor('alpha')}>
        <PluginName />
      </PluginBoundary>
    );
    expect(renderToString(boundary)).toBe('<p>alpha</p>');
    expect(() => renderToString(<PluginName />)).toThrow(/outside a plugin part/);
  });

  it('reads the context in a lazily loaded slot entry and in the components below it', async () => {
    const kernel = createKernel({
      store,
      api: {} as ApiClient,
      logger: createLogger({ sink: () => undefined }),
      i18n: setupI18n(),
      registry,
      environment: 'server',
    });
    const { component } = onDemand(async () => undefined);
    const Lazy = component(async () => ({ default: () => <PluginName /> }));
    await Lazy.preload();
    kernel.contextFor('alpha').fillSlot('header.top', { id: 'lazy', component: Lazy });
    expect(renderToString(<kernel.Slot name="header.top" bare />)).toContain('<p>alpha</p>');
  });
});
