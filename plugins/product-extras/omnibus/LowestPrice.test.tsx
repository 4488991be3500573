// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testStore } from '../../../tests/support/test-store.ts';
import type { ComponentProps } from 'react';
import { PluginProvider, type PluginContext } from '../../../core/plugin-api.ts';
import LowestPriceLine from './LowestPrice.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en_GB', messages: {} }));
afterEach(cleanup);

/** The line in an EU store (euro prices, English texts), whose prior prices come when `answer` is called. */
function lineInEuStore() {
  let answer!: (lowest: number) => void;
  const reply = new Promise<number>((resolve) => (answer = resolve));
  const ctx = {
    store: testStore({ country: 'FR', currency: { code: 'EUR', template: '# €', priceLocale: 'en-IE' } }),
    api: { call: async () => ({ items: [{ productId: 1008, lowestPrice: await reply }] }) },
    logger: { warn: () => undefined },
  };
  // The slot renders the line inside the plugin's part, which gives it the plugin's context.
  const LowestPrice = (props: ComponentProps<typeof LowestPriceLine>) => (
    <PluginProvider context={ctx as unknown as PluginContext<string>}>
      <LowestPriceLine {...props} />
    </PluginProvider>
  );
  return { LowestPrice, answer };
}

const REDUCED = { price: 706.99, specialPrice: 470.99, rrp: 706.99 };

describe('the EU prior-price line', () => {
  it('keeps its place under a reduced price with its own text, unseen, until the prior price comes', async () => {
    const { LowestPrice, answer } = lineInEuStore();
    render(
      <I18nProvider i18n={i18n}>
        <LowestPrice productId={1008} price={REDUCED} />
      </I18nProvider>,
    );
    const place = screen.getByTestId('lowest-price-place');
    expect(place.getAttribute('aria-hidden')).toBe('true');
    expect(place.textContent).toMatch(/^Lowest price in the 30 days before the reduction: .*470\.99/);

    answer(541.99);
    expect((await screen.findByTestId('lowest-price')).textContent).toMatch(/^Lowest price in the 30 days before the reduction: .*541\.99/);
    expect(screen.queryByTestId('lowest-price-place')).toBeNull();
  });

  it('takes no place under a price that is not reduced', () => {
    const { LowestPrice } = lineInEuStore();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <LowestPrice productId={1002} price={{ price: 99, specialPrice: null, rrp: 99 }} />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
