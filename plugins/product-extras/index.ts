import type { PriceSlotProps } from '../../contracts/price-slots.ts';
import { productPageService } from '../../contracts/product-page-service.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { isEuStore } from '../../core/kit/pricing/omnibus.ts';
import { keepProductExtrasState, type ProductExtrasDeps } from './deps.ts';
import { whenNear } from '../../core/kit/ui/WhenNear.tsx';

/**
 * What a product page shows around its product, besides the catalog's own: the size guide (link,
 * modal and the /{anything}-size-guide pages), stock messages with the next deliveries, below
 * the purchase form related products, more of the brand, recommendations and the sales of its
 * department; and the EU's prior-price line beside every reduced price of the catalog and the
 * basket (an EU store keeps this plugin on). Deferred, with its own texts: none of it weighs on
 * the first screen.
 */
/** Nothing to fetch before the server renders the line: the prior prices come in the browser, batched per page. */
const rendersItsPlace = () => Promise.resolve(true);

export default definePlugin({
  name: 'product-extras',
  setup(ctx) {
    const deps: ProductExtrasDeps = { ctx, productPage: ctx.use(productPageService), LowestPrice: null };
    keepProductExtrasState(deps);
    const { page, component } = onDemand(() => ctx.loadMessages());
    if (isEuStore(ctx.store)) {
      deps.LowestPrice = component<PriceSlotProps>(() => import('./omnibus/LowestPrice.tsx'));
      // Under every price the catalog and the basket show (a line only under a reduced one). The
      // server renders its first state, the line's place, so that nothing moves when it comes.
      const line = { id: 'lowest-price', component: deps.LowestPrice, loader: rendersItsPlace };
      ctx.fillSlot('product.price', line);
      ctx.fillSlot('basket.line-price', line);
    }
    ctx.registerPage(
      'size_guide',
      page(() => import('./size-guide/SizeGuidePage.tsx')),
    );
    ctx.fillSlot('product.details', { id: 'size-guide-and-stock', component: component(() => import('./ProductDetails.tsx')) });
    ctx.fillSlot('product.below', {
      id: 'extras',
      order: 10,
      component: whenNear(
        component(() => import('./extras/ProductExtras.tsx')),
        { minHeight: 240 },
      ),
    });
  },
});
