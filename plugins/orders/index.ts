import { loadFormMessages } from '../../core/kit/forms/load-messages.ts';
import { definePlugin, onDemand } from '../../core/plugin-api.ts';
import { keepOrdersState, type OrdersOptions } from './deps.ts';

/** Order history, order view with tracking, self-cancel and self-edit, historical orders, order confirmation. */
export default definePlugin({
  name: 'orders',
  setup(ctx, options: OrdersOptions) {
    keepOrdersState({ ctx, options });
    // The plugin's texts and the form texts load with its first page or menu entry, not on every page of the shop.
    const { page, component } = onDemand(() => Promise.all([ctx.loadMessages(), loadFormMessages(ctx)]));
    // In the member dropdown; its code and texts load when the member first opens it.
    ctx.fillSlot('account.menu', { id: 'orders', order: 10, component: component(() => import('./header/OrdersMenuEntry.tsx')) });
    ctx.registerPage(
      'order_history',
      page(() => import('./pages/OrderHistoryPage.tsx')),
    );
    ctx.registerPage(
      'order_view',
      page(() => import('./pages/OrderViewPage.tsx')),
    );
    ctx.registerPage(
      'historical_orders',
      page(() => import('./pages/HistoricalOrdersPage.tsx')),
    );
    ctx.registerPage(
      'historical_order',
      page(() => import('./pages/HistoricalOrderPage.tsx')),
    );
    // Its page view carries the order id once the order is loaded (the trackers' purchase).
    ctx.registerPage(
      'success',
      page(() => import('./pages/OrderSuccessPage.tsx')),
      { reportsOwnView: true },
    );
  },
});
