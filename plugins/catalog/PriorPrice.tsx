import { createElement } from 'react';
import { productPageService, type LowestPriceProps, type ProductPageState } from '../../contracts/product-page-service.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import { isEuStore, isReducedPrice } from '../../core/pricing/omnibus.ts';
import { LowestPricePlace } from '../../core/ui/LowestPricePlace.tsx';
import { useLateValue } from '../../core/ui/use-late-value.ts';

function Line({ state, awaited, ...props }: LowestPriceProps & { state: ProductPageState; awaited: boolean }) {
  // The server never has the line's plugin (it loads after the first page).
  const LowestPrice = useLateValue(state, (page) => page.LowestPrice, null);
  // Not a component made in render (as the lint fears): the plugin sets it once, when it loads.
  if (LowestPrice) return createElement(LowestPrice, props);
  return awaited ? <LowestPricePlace className={props.className} /> : null;
}

/** The EU prior-price line beside a reduced price, once the plugin that draws it has loaded (product-extras). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'catalog'> }) {
  const page = ctx.useOptional(productPageService);
  // In an EU store a reduced price gets the line (spec: product-extras draws it): its place is kept meanwhile.
  const awaited = isEuStore(ctx.store) && isReducedPrice(props.price);
  return page ? <Line state={page.state} awaited={awaited} {...props} /> : null;
}
