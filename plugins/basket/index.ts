import { msg } from '@lingui/core/macro';
import { basketService, type BasketService } from '../../contracts/basket-service.ts';
import { definePlugin, preloadable } from '../../core/plugin-api.ts';
import { keepBasketState } from './basket-state.ts';
import { createBasketStore } from './basket-store.ts';
// In the plugin's own chunk: the header shows the button on every page at once.
import { BasketButton } from './header/BasketButton.tsx';
import './basket.css';

export interface BasketOptions {
  recommendationLimit?: number;
}

/** The basket: its state, the header button with the mini basket, the basket page, the added panel. */
export default definePlugin({
  name: 'basket',
  async setup(ctx, options: BasketOptions) {
    const store = createBasketStore(ctx);
    keepBasketState({ ctx, store, recommendationLimit: options.recommendationLimit ?? 64 });
    await ctx.loadMessages();
    ctx.fillSlot('header.basket', {
      id: 'basket',
      component: BasketButton,
      // The shopper's own: a page shared by many shows the empty button, and sessionReady loads theirs.
      loader: ({ signal, shared }) => (shared ? Promise.resolve(undefined) : store.fetchMini(signal)),
    });
    // Loaded with the first addition, not with the page: its code comes while the basket answers.
    const AddedToBasket = preloadable(() => import('./AddedToBasket.tsx'));

    const service: BasketService = {
      async add(input) {
        void AddedToBasket.preload().catch(() => undefined);
        await store.add(input);
        ctx.shell.openAside({ kind: 'added-to-basket', placement: 'end', title: ctx.i18n._(msg`Added to your basket`), component: AddedToBasket });
      },
    };
    ctx.provide(basketService, service);

    ctx.registerPage('basket', () => import('./page/BasketPage.tsx'));
    // Unless the server's page brought it (the header's button took it at hydration).
    ctx.on.sessionReady(() => {
      if (store.state.status === 'idle') void store.load('mini');
    });
    // Signing in or out changes whose basket it is (the guest's moves to the member at login).
    ctx.on.sessionChanged(({ session, previous }) => {
      if (session.isUserLoggedIn !== previous.isUserLoggedIn) void store.load('mini');
    });
  },
});
