// @vitest-environment jsdom
import { setupI18n, type I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedLocaleI18nProvider } from './FixedLocaleI18nProvider.tsx';

const englishShop = () => setupI18n({ locale: 'en', messages: { en: { welcome: 'Welcome' } } });

let renders = 0;
function Greeting() {
  const { _ } = useLingui();
  renders++;
  return <h1>{_('welcome')}</h1>;
}

function Shell({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <FixedLocaleI18nProvider i18n={i18n}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </FixedLocaleI18nProvider>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  renders = 0;
});

describe('FixedLocaleI18nProvider', () => {
  it('gives the store’s messages to what renders under it', () => {
    const { getByRole } = render(
      <Shell i18n={englishShop()}>
        <Greeting />
      </Shell>,
    );
    expect(getByRole('heading').textContent).toBe('Welcome');
  });

  it('a plugin’s catalog loading later re-renders nothing already on screen', async () => {
    const i18n = englishShop();
    render(
      <Shell i18n={i18n}>
        <Greeting />
      </Shell>,
    );
    const before = renders;
    const faqTitle = 'faq.title';
    await act(async () => i18n.load('en', { [faqTitle]: 'Frequently asked questions' }));
    expect(renders).toBe(before);
    expect(i18n._(faqTitle)).toBe('Frequently asked questions');
  });
});
