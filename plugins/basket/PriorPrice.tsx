import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { productPageService, type LowestPriceProps, type ProductPageState } from '../../contracts/product-page-service.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import { isEuStore, isReducedPrice } from '../../core/pricing/omnibus.ts';
import { LowestPricePlace } from '../../core/ui/LowestPricePlace.tsx';

function Line({ state, awaited, ...props }: LowestPriceProps & { state: ProductPageState; awaited: boolean }) {
  // valtio's snapshot types make a component a readonly object; it is the component itself.
  const LowestPrice = useSnapshot(state).LowestPrice as ComponentType<LowestPriceProps> | null;
  if (LowestPrice) return <LowestPrice {...props} />;
  return awaited ? <LowestPricePlace className={props.className} /> : null;
}

/** The catalog's EU prior-price line beside a reduced basket line (nothing where nobody draws it). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'basket'> }) {
  const page = ctx.useOptional(productPageService);
  // In an EU store a reduced price gets the line (spec: product-extras draws it): its place is kept meanwhile.
  const awaited = isEuStore(ctx.store) && isReducedPrice(props.price);
  return page ? <Line state={page.state} awaited={awaited} {...props} /> : null;
}
