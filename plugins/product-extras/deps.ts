import type { ComponentType } from 'react';
import type { PriceSlotProps } from '../../contracts/price-slots.ts';
import type { ProductPageService } from '../../contracts/product-page-service.ts';
import type { PluginContext, Used } from '../../core/plugin-api.ts';

export interface ProductExtrasDeps {
  ctx: PluginContext<'product-extras'>;
  /** The product the catalog's product page shows. */
  productPage: Used<ProductPageService>;
  /** The EU's prior-price line under a reduced price; null in a store outside the EU. */
  LowestPrice: ComponentType<PriceSlotProps> | null;
}
