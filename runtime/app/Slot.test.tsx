// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../core/api/client.ts';
import { createKernel } from '../../core/kernel/kernel.ts';
import { createLogger, type LogEntry } from '../../core/logger.ts';
import { AppRuntimeContext, createAppRuntime } from './app-runtime.tsx';
import { Slot } from './Slot.tsx';
import { testStore } from '../../tests/support/test-store.ts';

function Broken(): null {
  throw new Error('slot exploded');
}

describe('<Slot>', () => {
  it('shows the default until a plugin fills it, and isolates a plugin that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error too
    const seen: LogEntry[] = [];
    const kernel = createKernel({
      store: testStore(),
      api: {} as ApiClient,
      logger: createLogger({ sink: (entry) => seen.push(entry) }),
      i18n: setupI18n(),
    });
    render(
      <AppRuntimeContext.Provider value={createAppRuntime(kernel)}>
        <Slot name="header.basket">
          <span>default basket</span>
        </Slot>
      </AppRuntimeContext.Provider>,
    );
    expect(screen.getByText('default basket')).toBeTruthy();

    // valtio notifies subscribers in a microtask, so let the act settle asynchronously.
    await act(async () => {
      kernel.contextFor('broken-plugin').fillSlot('header.basket', { id: 'a', component: Broken, order: 1 });
      kernel.contextFor('basket').fillSlot('header.basket', { id: 'b', component: () => <span>mini basket</span>, order: 2 });
    });
    expect(screen.queryByText('default basket')).toBeNull();
    expect(screen.getByText('mini basket')).toBeTruthy();
    expect(seen).toContainEqual(expect.objectContaining({ source: 'broken-plugin', level: 'error', message: 'render failed: slot exploded' }));
  });
});
