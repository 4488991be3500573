import type { ProductPageService } from '../../contracts/product-page-service.ts';
import type { PluginContext } from '../../core/plugin-api.ts';

export interface ProductExtrasDeps {
  ctx: PluginContext<'product-extras'>;
  /** The product the catalog's product page shows. */
  productPage: ProductPageService;
}
