// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../core/api/client.ts';
import { createKernel } from '../../../core/kernel/kernel.ts';
import { createLogger } from '../../../core/logger.ts';
import type { StoreConfig } from '../../../core/store/types.ts';
import { AppRuntimeContext, createAppRuntime } from '../../app/app-runtime.tsx';
import LateOverlays from './LateOverlays.tsx';
import { testStore } from '../../../tests/support/test-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderOverlays(features: StoreConfig['features']) {
  const i18n = setupI18n({ locale: 'en_GB', messages: { en_GB: {} } });
  const kernel = createKernel({
    store: testStore({ features }),
    api: {} as ApiClient,
    logger: createLogger({ sink: () => undefined }),
    i18n,
  });
  // Wide enough for the desktop-only button.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(window, 'scrollY', { value: 5000, configurable: true });
  const result = render(
    <I18nProvider i18n={i18n}>
      <AppRuntimeContext.Provider value={createAppRuntime(kernel)}>
        <LateOverlays />
      </AppRuntimeContext.Provider>
    </I18nProvider>,
  );
  // Past the scroll debounce.
  act(() => vi.advanceTimersByTime(200));
  return result;
}

describe('late overlays', () => {
  it('show back to top on a desktop scrolled down', () => {
    renderOverlays({ backToTop: true });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('leave it out in a store whose features.backToTop is false', () => {
    renderOverlays({ backToTop: false });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
