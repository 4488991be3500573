import type { ComponentType } from 'react';
import type { PriceSlotProps } from '../../contracts/price-slots.ts';
import type { ProductPageService } from '../../contracts/product-page-service.ts';
import { usePlugin, type PluginContext, type Used } from '../../core/plugin-api.ts';

export interface ProductExtrasDeps {
  ctx: PluginContext<'product-extras'>;
  /** The product the catalog's product page shows. */
  productPage: Used<ProductPageService>;
  /** The EU's prior-price line under a reduced price; null in a store outside the EU. */
  LowestPrice: ComponentType<PriceSlotProps> | null;
}

/** Each kernel's product-extras state, kept by `setup` (one kernel per request on the server). */
const productExtrasStates = new WeakMap<PluginContext<'product-extras'>, ProductExtrasDeps>();

export function keepProductExtrasState(state: ProductExtrasDeps): void {
  productExtrasStates.set(state.ctx, state);
}

/** The product-extras state, for a component inside the plugin's parts. */
export function useProductExtrasState(): ProductExtrasDeps {
  const state = productExtrasStates.get(usePlugin<'product-extras'>());
  if (!state) throw new Error('the product-extras plugin was not set up in this kernel');
  return state;
}
