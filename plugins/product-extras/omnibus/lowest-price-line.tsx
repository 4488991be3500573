import { lazy, Suspense, type ComponentType } from 'react';
import type { LowestPriceProps } from '../../../contracts/product.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';

/** The EU's prior-price line, its code loaded with the first reduced price shown (it renders nothing outside the EU). */
export function lowestPriceLine(ctx: PluginContext<'product-extras'>): ComponentType<LowestPriceProps> {
  const Line = lazy(async () => ({ default: (await import('./LowestPrice.tsx')).createLowestPrice(ctx) }));
  return function LowestPrice(props: LowestPriceProps) {
    return (
      <Suspense fallback={null}>
        <Line {...props} />
      </Suspense>
    );
  };
}
