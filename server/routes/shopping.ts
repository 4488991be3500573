import type { FastifyInstance } from 'fastify';
import { basketAddRoutes } from './basket-add.ts';
import { basketApplyDiscountRoutes } from './basket-apply-discount.ts';
import { basketDataRoutes } from './basket-data.ts';
import { basketRecommendationsRoutes } from './basket-recommendations.ts';
import { basketRemoveDiscountRoutes } from './basket-remove-discount.ts';
import { basketUpdateRoutes } from './basket-update.ts';
import { basketRemoveItemRoutes } from './basket-remove-item.ts';
import { bestsellersRoutes } from './bestsellers.ts';
import { brandBestsellersNewRoutes } from './brand-bestsellers-new.ts';
import { brandBlocksRoutes } from './brand-blocks.ts';
import { catProductsEsRoutes } from './cat-products-es.ts';
import { categoryPricesRoutes } from './category-prices.ts';
import { hpDataRoutes } from './hp-data.ts';
import { productCategoryEventRoutes } from './product-category-event.ts';
import { productDispatchDateRoutes } from './product-dispatch-date.ts';
import { singleProductRoutes } from './single-product.ts';

/** The endpoints of plugins/catalog/api.ts, plugins/basket/api.ts and product-dispatch-date. */
export function shoppingRoutes(app: FastifyInstance): void {
  hpDataRoutes(app);
  catProductsEsRoutes(app);
  categoryPricesRoutes(app);
  singleProductRoutes(app);
  brandBlocksRoutes(app);
  brandBestsellersNewRoutes(app);
  bestsellersRoutes(app);
  productCategoryEventRoutes(app);
  productDispatchDateRoutes(app);
  basketDataRoutes(app);
  basketAddRoutes(app);
  basketUpdateRoutes(app);
  basketRemoveItemRoutes(app);
  basketApplyDiscountRoutes(app);
  basketRemoveDiscountRoutes(app);
  basketRecommendationsRoutes(app);
}
