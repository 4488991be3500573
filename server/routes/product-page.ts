import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './categories.ts';
import { omnibusPricesRoutes } from './omnibus-prices.ts';
import { productsRelatedRoutes } from './products-related.ts';
import { recentlyViewedRoutes } from './recently-viewed.ts';
import { relatedSalesRoutes } from './related-sales.ts';
import { sizeGuideRoutes } from './size-guide.ts';
import { stockRoutes } from './stock.ts';

/** What product pages and listings show beside the products: extras, stock, prior prices, categories, size guides, recently viewed. */
export function productPageRoutes(app: FastifyInstance): void {
  productsRelatedRoutes(app);
  relatedSalesRoutes(app);
  stockRoutes(app);
  omnibusPricesRoutes(app);
  categoryRoutes(app);
  sizeGuideRoutes(app);
  recentlyViewedRoutes(app);
}
