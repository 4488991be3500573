// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LowestPriceProps } from '../../../contracts/product-page-service.ts';
import { lowestPriceLine } from './lowest-price-line.tsx';

afterEach(cleanup);

/** The line's code, arriving when the test says so. */
function arrivingLine() {
  let arrive!: () => void;
  const Line = lazy(
    () =>
      new Promise<{ default: ComponentType<LowestPriceProps> }>((resolve) => {
        arrive = () => resolve({ default: () => <p data-testid="lowest-price">Lowest price: £588.99</p> });
      }),
  );
  return { Line, arrive: () => act(async () => arrive()) };
}

describe('the prior-price line', () => {
  it('keeps its place beside a reduced price while its code loads', async () => {
    const { Line, arrive } = arrivingLine();
    const LowestPrice = lowestPriceLine(Line);
    render(<LowestPrice productId={1001} price={{ price: 765.99, specialPrice: 506.99, rrp: 765.99 }} className="product__lowest-price" />);
    expect(screen.getByTestId('lowest-price-place').className).toContain('product__lowest-price');

    await arrive();
    expect(screen.getByTestId('lowest-price').textContent).toBe('Lowest price: £588.99');
    expect(screen.queryByTestId('lowest-price-place')).toBeNull();
  });

  it('keeps no place beside a price that is not reduced', () => {
    const { Line } = arrivingLine();
    const LowestPrice = lowestPriceLine(Line);
    const { container } = render(<LowestPrice productId={1002} price={{ price: 99, specialPrice: null, rrp: 99 }} />);
    expect(container.innerHTML).toBe('');
  });
});
