import { lazy } from 'react';
import { proxy } from 'valtio';
import { productPageService, type ProductPageState } from '../../contracts/product.ts';
import { productListingService } from '../../contracts/product-listing.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
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
    // The product on screen and the EU prior-price line, shared with the parts other plugins add.
    ctx.provide(productPageService, { state: proxy<ProductPageState>({ product: null, LowestPrice: null }) });
  },
});
