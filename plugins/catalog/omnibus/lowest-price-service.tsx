import { lazy, Suspense } from 'react';
import type { LowestPriceProps, LowestPriceService } from '../../../contracts/product.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';

/**
 * The EU's prior-price line as a service. Its code loads with the first reduced price shown (it
 * renders nothing outside the EU): the first screen carries only this wrapper.
 */
export function lowestPriceLine(ctx: PluginContext<'catalog'>): LowestPriceService {
  const Line = lazy(async () => ({ default: (await import('./LowestPrice.tsx')).createLowestPrice(ctx) }));
  return {
    LowestPrice: (props: LowestPriceProps) => (
      <Suspense fallback={null}>
        <Line {...props} />
      </Suspense>
    ),
  };
}
