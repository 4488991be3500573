// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { useLateValue } from './use-late-value.ts';

interface PriceState {
  lowestPrice: string | null;
}

function PriceLine({ state }: { state: PriceState }) {
  const lowest = useLateValue(state, (prices) => prices.lowestPrice, null);
  return <p>{lowest === null ? 'price' : `price, lowest before the reduction ${lowest}`}</p>;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useLateValue', () => {
  it('hydrates what the server rendered although the late plugin set the value meanwhile, then shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PriceLine state={proxy<PriceState>({ lowestPrice: null })} />);
    document.body.append(container);
    const serverLine = container.querySelector('p');
    const state = proxy<PriceState>({ lowestPrice: '293,99 €' });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <PriceLine state={state} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(serverLine);
    expect(serverLine?.textContent).toBe('price, lowest before the reduction 293,99 €');
  });

  it('follows the state when rendered in the browser', async () => {
    const state = proxy<PriceState>({ lowestPrice: null });
    render(<PriceLine state={state} />);
    expect(screen.getByText('price')).toBeTruthy();
    await act(async () => {
      state.lowestPrice = '12,00 €';
    });
    expect(screen.getByText('price, lowest before the reduction 12,00 €')).toBeTruthy();
  });
});
