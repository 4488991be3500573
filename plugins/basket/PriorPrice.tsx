import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { productPageService, type LowestPriceProps, type ProductPageState } from '../../contracts/product.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

function Line({ state, ...props }: LowestPriceProps & { state: ProductPageState }) {
  // valtio's snapshot types make a component a readonly object; it is the component itself.
  const LowestPrice = useSnapshot(state).LowestPrice as ComponentType<LowestPriceProps> | null;
  return LowestPrice ? <LowestPrice {...props} /> : null;
}

/** The catalog's EU prior-price line beside a reduced basket line (nothing where nobody draws it). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'basket'> }) {
  const page = ctx.useOptional(productPageService);
  return page ? <Line state={page.state} {...props} /> : null;
}
