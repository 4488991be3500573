import { productPageService, type LowestPriceProps } from '../../contracts/product-page-service.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import { PriorPriceLine } from '../../core/kit/ui/PriorPriceLine.tsx';

/** The catalog's EU prior-price line beside a reduced basket line (nothing where nobody draws it). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'basket'> }) {
  return <PriorPriceLine state={ctx.useOptional(productPageService)?.state} store={ctx.store} props={props} />;
}
