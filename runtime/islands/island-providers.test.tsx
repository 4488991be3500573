// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import type { AppRuntime } from '../app/app-runtime.tsx';
import { IslandProviders } from './island-providers.tsx';

function Where() {
  const [path] = useLocation();
  return <p>{`${path}?${useSearch()}`}</p>;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the location an island sees', () => {
  it('stays the one the server rendered when a script changed the address before the island hydrated', () => {
    const serverLocation = { path: '/about-us', search: 'from=mail' };
    window.history.pushState(null, '', '/partner-shop');
    const runtime = { kernel: { i18n: setupI18n({ locale: 'en', messages: { en: {} } }) } } as unknown as AppRuntime;
    const { getByText } = render(
      <IslandProviders runtime={runtime} navigate={() => undefined} serverLocation={serverLocation} onCommit={() => undefined}>
        <Where />
      </IslandProviders>,
    );
    expect(getByText('/about-us?from=mail')).toBeTruthy();
  });
});
