import { productPageService, type LowestPriceProps } from '../../contracts/product-page-service.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
import { PriorPriceLine } from '../../core/kit/ui/PriorPriceLine.tsx';

/** The EU prior-price line beside a reduced price, once the plugin that draws it has loaded (product-extras). */
export function PriorPrice({ ctx, ...props }: LowestPriceProps & { ctx: PluginContext<'catalog'> }) {
  return <PriorPriceLine state={ctx.useOptional(productPageService)?.state} store={ctx.store} props={props} />;
}
