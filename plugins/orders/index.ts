import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../../core/kernel/plugin.ts';
import { loadFormMessages } from '../../core/forms/load-messages.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import type { OrdersDeps, OrdersOptions } from './deps.ts';

type PageFactory = { createPage: (deps: OrdersDeps) => ComponentType<PageProps> };

/** Order history, order view with tracking, self-cancel and self-edit, historical orders, order confirmation. */
export default definePlugin<OrdersOptions>({
  name: 'orders',
  setup(ctx, options) {
    const deps: OrdersDeps = { ctx, options };
    // The catalogs (the plugin's and the form texts) load with its first page, not on every page of the shop.
    let messages: Promise<unknown> | null = null;
    const loadMessages = () =>
      (messages ??= Promise.all([ctx.loadMessages((locale) => import(`./locales/${locale}/messages.po`)), loadFormMessages(ctx)]));
    const page = (load: () => Promise<PageFactory>) => async () => {
      const [module] = await Promise.all([load(), loadMessages()]);
      return { default: module.createPage(deps) };
    };
    // In the member dropdown; its code and texts load when the member first opens it.
    ctx.fillSlot('account.menu', {
      id: 'orders',
      order: 10,
      component: lazy(async () => (await Promise.all([import('./header/OrdersMenuEntry.tsx'), loadMessages()]))[0]),
    });
    ctx.registerPage('order_history', page(() => import('./pages/OrderHistoryPage.tsx')));
    ctx.registerPage('order_view', page(() => import('./pages/OrderViewPage.tsx')));
    ctx.registerPage('historical_orders', page(() => import('./pages/HistoricalOrdersPage.tsx')));
    ctx.registerPage('historical_order', page(() => import('./pages/HistoricalOrderPage.tsx')));
    ctx.registerPage('success', page(() => import('./pages/OrderSuccessPage.tsx')));
  },
});
