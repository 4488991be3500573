import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { productPageService, type LowestPriceProps, type ProductPageState } from '../../contracts/product.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';

function Line({ state, ...props }: LowestPriceProps & { state: ProductPageState }) {
  // valtio's snapshot types make a component a readonly object; it is the component itself.
  const LowestPrice = useSnapshot(state).LowestPrice as ComponentType<LowestPriceProps> | null;
  return LowestPrice ? <LowestPrice {...props} /> : null;
}

/** The EU prior-price line beside a reduced price, once the plugin that draws it has loaded (product-extras). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'catalog'> }) {
  const page = ctx.useOptional(productPageService);
  return page ? <Line state={page.state} {...props} /> : null;
}
