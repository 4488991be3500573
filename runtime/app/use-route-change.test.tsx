// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../core/api/client.ts';
import { createKernel } from '../../core/kernel/kernel.ts';
import { createLogger } from '../../core/logger.ts';
import { AppRuntimeContext, createAppRuntime } from './app-runtime.tsx';
import { useRouteChange } from './use-route-change.ts';
import { testStore } from '../../tests/support/test-store.ts';

function RouteWatcher() {
  useRouteChange();
  return null;
}

describe('useRouteChange', () => {
  it('tells plugins of each navigation, and not of the first page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const kernel = createKernel({
      store: testStore(),
      api: {} as ApiClient,
      logger: createLogger({ sink: () => undefined }),
      i18n: setupI18n(),
    });
    const changes: Array<{ from: string; to: string }> = [];
    kernel.hooks.get('routeChanged').tap('test', (change) => void changes.push(change));
    kernel.shell.setFading(true);
    const location = memoryLocation({ path: '/sales' });
    render(
      <AppRuntimeContext.Provider value={createAppRuntime(kernel)}>
        <Router hook={location.hook}>
          <RouteWatcher />
        </Router>
      </AppRuntimeContext.Provider>,
    );
    expect(changes).toEqual([]);
    expect(kernel.shell.state.fading.active).toBe(true);

    await act(async () => location.navigate('/brands'));
    expect(changes).toEqual([{ from: '/sales', to: '/brands' }]);
    expect(kernel.shell.state.fading.active).toBe(false);
  });
});
