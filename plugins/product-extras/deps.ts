import type { ComponentType } from 'react';
import type { PriceSlotProps } from '../../contracts/price-slots.ts';
import type { ProductPageService } from '../../contracts/product-page-service.ts';
import { pluginState, type PluginContext, type Used } from '../../core/plugin-api.ts';

export interface ProductExtrasDeps {
  ctx: PluginContext<'product-extras'>;
  /** The product the catalog's product page shows. */
  productPage: Used<ProductPageService>;
  /** The EU's prior-price line under a reduced price; null in a store outside the EU. */
  LowestPrice: ComponentType<PriceSlotProps> | null;
}

/** Each kernel's product-extras state, kept by `setup`. */
const productExtrasStates = pluginState<'product-extras', ProductExtrasDeps>('product-extras');
export const keepProductExtrasState = productExtrasStates.keep;
/** For a component inside the plugin's parts. */
export const useProductExtrasState = productExtrasStates.use;
