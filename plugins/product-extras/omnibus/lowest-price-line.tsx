import { Suspense, type ComponentType } from 'react';
import type { LowestPriceProps } from '../../../contracts/product-page-service.ts';
import { isReducedPrice } from '../../../core/kit/pricing/omnibus.ts';
import { LowestPricePlace } from '../../../core/kit/ui/LowestPricePlace.tsx';

/**
 * The EU's prior-price line, lazily loaded (code and texts) with the first reduced price shown.
 * Its place stays meanwhile, as the catalog kept it until this plugin came: without it the
 * purchase form under the price would move up and back down as the code arrives.
 */
export function lowestPriceLine(Line: ComponentType<LowestPriceProps>): ComponentType<LowestPriceProps> {
  return function LowestPrice(props: LowestPriceProps) {
    return (
      <Suspense fallback={isReducedPrice(props.price) ? <LowestPricePlace className={props.className} /> : null}>
        <Line {...props} />
      </Suspense>
    );
  };
}
