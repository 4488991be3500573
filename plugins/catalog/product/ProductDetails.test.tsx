// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductDetails } from './ProductDetails.tsx';

const inEnglish = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

beforeAll(() => i18n.loadAndActivate({ locale: 'en_GB', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function screenIs(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

const specifications = [
  { label: 'Waist width', value: '86 mm' },
  { label: 'Turn radius', value: '15 m' },
];

describe('a product’s description and specifications', () => {
  it('render nothing, not even a heading, when the backend sends none', () => {
    screenIs(true);
    const { container } = render(inEnglish(<ProductDetails description="" specifications={[]} />));
    expect(container.innerHTML).toBe('');
    expect(renderToString(inEnglish(<ProductDetails />))).toBe('');
  });

  it('give each paragraph and a table of label and value rows, open on larger screens', () => {
    screenIs(true);
    render(inEnglish(<ProductDetails description={'First paragraph.\n\nSecond paragraph.'} specifications={specifications} />));
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    const table = screen.getByRole('table', { name: 'Specifications' });
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Waist width' }).nextElementSibling?.textContent).toBe('86 mm');
    for (const details of document.querySelectorAll('details')) expect(details.open).toBe(true);
  });

  it('come closed on phones and from the server, which leaves larger screens to the stylesheet', () => {
    screenIs(false);
    render(inEnglish(<ProductDetails description="Only a description." />));
    expect(document.querySelector('details')!.open).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
    const html = renderToString(inEnglish(<ProductDetails description="Only a description." specifications={specifications} />));
    expect(html).toContain('data-server-markup');
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});
