import { proxy } from 'valtio';
import { recentlyViewedSave } from '../../contracts/recently-viewed.ts';
import { definePlugin, errorMessage, onDemand } from '../../core/plugin-api.ts';
import { keepRecentlyViewedState, type RecentlyViewedDeps, type RecentlyViewedState } from './deps.ts';
import { browserStorage, localList } from './local-list.ts';
import { whenNear } from '../../core/kit/ui/WhenNear.tsx';

/**
 * Recently viewed products (spec 02): each product page a shopper sees is recorded, on the
 * server for members (so that every device of theirs shows it) and in this browser for guests;
 * the home and product pages show the list as a strip, loaded when scrolled near. Deferred: the
 * first page's view reaches it when it loads. A guest's list is not merged into the member's at
 * sign-in: on a shared computer it would hand someone else's browsing to the account.
 */
export default definePlugin({
  name: 'recently-viewed',
  setup(ctx) {
    const state = proxy<RecentlyViewedState>({ version: 0, currentProductId: null });
    const deps: RecentlyViewedDeps = { ctx, state, local: localList(browserStorage(), ctx.store.storeId) };
    keepRecentlyViewedState(deps);

    ctx.on.pageView((view) => {
      const productId = view.pageType === 'product' ? (view.product?.productId ?? null) : null;
      state.currentProductId = productId;
      if (productId === null) return;
      if (!ctx.session.isUserLoggedIn) {
        deps.local.add(productId);
        state.version++;
        return;
      }
      ctx.api.call(recentlyViewedSave, { body: { product_id: productId } }).then(
        () => state.version++,
        (error: unknown) => ctx.logger.warn(`the view of product ${productId} was not recorded: ${errorMessage(error)}`),
      );
    });
    // Signed in or out: the other list.
    ctx.on.sessionChanged(() => state.version++);

    const { component } = onDemand(() => ctx.loadMessages());
    const NearStrip = whenNear(
      component(() => import('./RecentlyViewedStrip.tsx')),
      { minHeight: 120 },
    );
    ctx.fillSlot('product.below', { id: 'recently-viewed', component: NearStrip });
    ctx.fillSlot('home.below', { id: 'recently-viewed', component: NearStrip });
  },
});
