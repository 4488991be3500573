import { definePlugin, errorMessage } from '../../core/plugin-api.ts';
import { createThirdParty, loadScript } from '../../core/kit/tracking/third-party.ts';
import { proxy } from 'valtio';
import { PayPalMessage } from './PayPalMessage.tsx';
import { keepPayPalState } from './paypal-state.ts';
import { messagePages, sdkUrl, type PayPalMessagingOptions } from './rules.ts';

/**
 * PayPal's pay-later messaging (spec 02 section 3 'paypal (with pay-later)', section 7: payment
 * messaging loaded as a third-party service): "Pay in 3 interest-free payments of …" for the
 * product's price under the buy button and for the basket's total under its summary, written by
 * PayPal's SDK, which loads only after consent and on those pages. Functional consent by
 * default: PayPal's cookies serve the payment offer the shopper reads, not advertising.
 */
export default definePlugin({
  name: 'paypal-messaging',
  setup(ctx, options: PayPalMessagingOptions) {
    const basket = proxy<{ total: number | null }>({ total: null });
    ctx.on.basketChanged((snapshot) => {
      basket.total = snapshot.total;
    });
    const { state } = createThirdParty(ctx.on, {
      consent: options.consent ?? 'functional',
      rule: messagePages(options),
      load: async () => {
        await Promise.all([loadScript(document, sdkUrl(options, ctx.store, window.location.href), 'paypal-messaging'), ctx.loadMessages()]);
      },
      onLoadError: (error) => ctx.logger.warn(`PayPal's SDK did not load: ${errorMessage(error)}`),
    });
    keepPayPalState({ ctx, sdk: state, basket });
    ctx.fillSlot('product.details', { id: 'message', component: PayPalMessage, order: 40 });
    ctx.fillSlot('basket.payments', { id: 'message', component: PayPalMessage, order: 40 });
  },
});
