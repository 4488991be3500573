import { Suspense, type ComponentType } from 'react';
import type { LowestPriceProps } from '../../../contracts/product-page-service.ts';

/** The EU's prior-price line, lazily loaded (code and texts) with the first reduced price shown; nothing meanwhile. */
export function lowestPriceLine(Line: ComponentType<LowestPriceProps>): ComponentType<LowestPriceProps> {
  return function LowestPrice(props: LowestPriceProps) {
    return (
      <Suspense fallback={null}>
        <Line {...props} />
      </Suspense>
    );
  };
}
