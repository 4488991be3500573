import { lazy } from 'react';
import { proxy } from 'valtio';
import { lowestPriceService, productPageService, type ProductPageState } from '../../contracts/product.ts';
import { productListingService } from '../../contracts/product-listing.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { lowestPriceLine } from './omnibus/lowest-price-service.tsx';
import './catalog.css';

export interface CatalogOptions {
  pageSize?: number;
}

/** Home (sales events), listings (categories, events, /products, /join), brand and product pages. */
export default definePlugin({
  name: 'catalog',
  async setup(ctx, options: CatalogOptions) {
    const pageSize = options.pageSize ?? 42;
    await ctx.loadMessages();
    ctx.registerPage('home', async () => ({ default: (await import('./home/HomePage.tsx')).createHomePage(ctx) }));
    ctx.registerPage('category', async () => ({ default: (await import('./listing/ListingPage.tsx')).createListingPage(ctx, pageSize) }), {
      reportsOwnView: true,
    });
    ctx.registerPage('brand', async () => ({ default: (await import('./brand/BrandPage.tsx')).createBrandPage(ctx, pageSize) }));
    // The listing's code loads when another plugin first shows one.
    const Listing = lazy(async () => ({ default: (await import('./listing/listing-service.tsx')).createSharedListing(ctx, pageSize) }));
    ctx.provide(productListingService, { Listing });
    ctx.registerPage('product', async () => ({ default: (await import('./product/ProductPage.tsx')).createProductPage(ctx) }), {
      reportsOwnView: true,
    });
    ctx.provide(lowestPriceService, lowestPriceLine(ctx));
    // The product on screen, for the parts other plugins add to the product page.
    ctx.provide(productPageService, { state: proxy<ProductPageState>({ product: null }) });
  },
});
