import { lazy, Suspense } from 'react';
import type { LowestPriceProps, LowestPriceService } from '../../../contracts/lowest-price-service.ts';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { isEuStore } from '../../../core/pricing/omnibus.ts';

/** The EU's prior-price line as a service: its code loads in EU stores only, with the first reduced price shown. */
export function lowestPriceLine(ctx: PluginContext<'catalog'>): LowestPriceService {
  if (!isEuStore(ctx.store)) return { LowestPrice: () => null };
  const Line = lazy(async () => ({ default: (await import('./LowestPrice.tsx')).createLowestPrice(ctx) }));
  return {
    LowestPrice: (props: LowestPriceProps) => (
      <Suspense fallback={null}>
        <Line {...props} />
      </Suspense>
    ),
  };
}
