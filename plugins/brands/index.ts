import { definePlugin, onDemand } from '../../core/plugin-api.ts';

/** The brands index (/brands, page type brands_index from the server path lookup): every brand of the store, A to Z. */
export default definePlugin({
  name: 'brands',
  setup(ctx) {
    const { page } = onDemand(() => ctx.loadMessages());
    ctx.registerPage(
      'brands_index',
      page(() => import('./pages/BrandsIndexPage.tsx')),
    );
  },
});
