// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider.tsx';

// Message ids held in a map: the catalog extractor reads literal ids from the source.
const IDS = { title: 'page.title', label: 'search.label', later: 'help.title' };

// Marked settled, as React marks a promise it has seen resolve: the server renders the part at once.
const ready = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** A part whose code is still on its way in the browser: it suspends there until `code` settles. */
function LatePart({ code }: { code: Promise<void> }) {
  const { _ } = useLingui();
  use(code);
  return <input aria-label={_(IDS.label)} defaultValue="" />;
}

function Page({ code }: { code: Promise<void> }) {
  const { _ } = useLingui();
  return (
    <main>
      <h1>{_(IDS.title)}</h1>
      <Suspense fallback={<p>loading</p>}>
        <LatePart code={code} />
      </Suspense>
    </main>
  );
}

const shellI18n = () => setupI18n({ locale: 'en_GB', messages: { en_GB: { [IDS.title]: 'Questions', [IDS.label]: 'Search' } } });

describe('I18nProvider', () => {
  it('keeps a server-rendered part that waits for its code when a plugin catalog arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={shellI18n()}>
        <Page code={ready} />
      </I18nProvider>,
    );
    document.body.append(container);
    const typedInto = container.querySelector('input')!;
    typedInto.value = 'parcel';

    const i18n = shellI18n();
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    await act(async () => {
      hydrateRoot(container, <I18nProvider i18n={i18n}>{<Page code={code} />}</I18nProvider>);
    });
    await act(async () => {
      i18n.load('en_GB', { [IDS.later]: 'Help' });
    });
    await act(async () => arrive());

    expect(container.querySelector('input')).toBe(typedInto);
    expect(typedInto.value).toBe('parcel');
    expect(container.textContent).not.toContain('loading');
    expect(i18n._(IDS.later)).toBe('Help');
    container.remove();
  });
});
