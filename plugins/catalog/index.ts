import { proxy, ref } from 'valtio';
import { productPageService, type ProductPageState } from '../../contracts/product-page-service.ts';
import { productListingService } from '../../contracts/product-listing.ts';
import { definePlugin, preloadable } from '../../core/plugin-api.ts';
import './catalog.css';
import { keepCatalogState } from './catalog-state.ts';

export interface CatalogOptions {
  pageSize?: number;
}

/** Home (sales events), listings (categories, events, /products, /join), brand and product pages. */
export default definePlugin({
  name: 'catalog',
  async setup(ctx, options: CatalogOptions) {
    const pageSize = options.pageSize ?? 42;
    keepCatalogState({ ctx, pageSize });
    await ctx.loadMessages();
    ctx.registerPage('home', () => import('./home/HomePage.tsx'));
    ctx.registerPage('category', () => import('./listing/ListingPage.tsx'), {
      reportsOwnView: true,
    });
    ctx.registerPage('brand', () => import('./brand/BrandPage.tsx'));
    // The listing's code loads when another plugin first shows one (or loads one to show).
    const Listing = preloadable(async () => ({ default: (await import('./listing/listing-service.tsx')).createSharedListing(ctx, pageSize) }));
    ctx.provide(productListingService, {
      Listing,
      load: async (q, search, signal) => {
        const [{ loadSharedListing }] = await Promise.all([import('./listing/listing-service.tsx'), Listing.preload()]);
        return loadSharedListing(ctx, pageSize, q, search, signal);
      },
    });
    ctx.registerPage('product', () => import('./product/ProductPage.tsx'), {
      reportsOwnView: true,
    });
    // The product on screen, shared with the parts other plugins add to its page.
    const state = proxy<ProductPageState>({ product: null });
    ctx.provide(productPageService, {
      state,
      show(product) {
        const shown = ref(product);
        state.product = shown;
        return () => {
          if (state.product === shown) state.product = null;
        };
      },
    });
  },
});
