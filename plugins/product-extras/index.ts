import { productPageService } from '../../contracts/product.ts';
import { onDemand } from '../../core/kernel/on-demand.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ProductExtrasDeps } from './deps.ts';
import { whenNear } from './when-near.tsx';

/**
 * What a product page shows around its product, besides the catalog's own: the size guide (link,
 * modal and the /{anything}-size-guide pages), stock messages with the next deliveries, and
 * below the purchase form related products, more of the brand, recommendations and the sales
 * of its department. Deferred, with its own texts: none of it weighs on the first screen.
 */
export default definePlugin({
  name: 'product-extras',
  setup(ctx) {
    const deps: ProductExtrasDeps = { ctx, productPage: ctx.use(productPageService) };
    const { page, component } = onDemand(deps, () => ctx.loadMessages());
    ctx.registerPage(
      'size_guide',
      page(() => import('./size-guide/SizeGuidePage.tsx')),
    );
    ctx.fillSlot('product.details', { id: 'size-guide-and-stock', component: component(() => import('./ProductDetails.tsx')) });
    ctx.fillSlot('product.below', { id: 'extras', order: 10, component: whenNear(component(() => import('./extras/ProductExtras.tsx'))) });
  },
});
