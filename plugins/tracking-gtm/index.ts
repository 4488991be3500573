import { trackingTransaction } from '../../core/api/tracking.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { errorMessage } from '../../core/logger.ts';
import { createConsentGate } from '../../core/tracking/consent-gate.ts';
import { consentDefault, consentUpdate } from './consent-mode.ts';
import {
  addToCart,
  cartViewOrUpdate,
  categoryView,
  cookieConsentUpdate,
  lifetimeValue,
  productView,
  purchase,
  sessionInitialised,
  signUp,
  virtualPageView,
  type DataLayerEvent,
} from './data-layer.ts';
import { dataLayer, gtagConsent, loadContainer } from './gtm.ts';

/** The page whose entity id is the order just placed (spec 02 page types). */
const ORDER_CONFIRMATION = 'order-confirmation';

export interface GtmOptions {
  containerId: string;
  scriptUrl?: string;
}

/**
 * Google Tag Manager: Consent Mode v2 default (all denied) before any tag, the container only
 * after functional or advertising consent, and the data-layer events of the spec from kernel
 * hooks, queued until then.
 */
export default definePlugin<GtmOptions>({
  name: 'tracking-gtm',
  setup(ctx, options) {
    const layer = dataLayer();
    gtagConsent(layer, 'default', consentDefault());

    // Tapped before the gate, so the update precedes the container and the queued events.
    ctx.hooks.consentChanged.tap('tracking-gtm', (consent) => {
      if (!consent.given) return;
      gtagConsent(layer, 'update', consentUpdate(consent));
      layer.push(cookieConsentUpdate(consent));
    });
    const gate = createConsentGate(ctx.hooks.consentChanged, 'tracking-gtm', (c) => c.functional || c.advertising, {
      onFirstOpen: () => loadContainer(document, layer, options.containerId, options.scriptUrl),
    });
    const push = (event: DataLayerEvent | null) => {
      if (event) gate.run(() => layer.push(event));
    };

    ctx.hooks.sessionReady.tap('tracking-gtm', (session) => {
      push(sessionInitialised(session));
      if (session.raw?.isSignupEvent) push(signUp());
    });
    ctx.hooks.pageView.tap('tracking-gtm', (view) => {
      push(virtualPageView(view));
      push(productView(view));
      push(categoryView(view));
      if (view.pageType === ORDER_CONFIRMATION && view.entityId !== null) {
        const orderIds = String(view.entityId);
        gate.run(() => {
          ctx.api
            .call(trackingTransaction, { query: { orderIds } })
            .then(({ orders, orders_total_count }) => {
              for (const order of orders) layer.push(purchase(order));
              const [first] = orders;
              if (first) layer.push(lifetimeValue(orders_total_count, first.currency, orders.reduce((sum, o) => sum + o.total, 0)));
            })
            .catch((error: unknown) => ctx.logger.error(`tracking-transaction failed: ${errorMessage(error)}`, error));
        });
      }
    });
    ctx.hooks.basketChanged.tap('tracking-gtm', (basket, change) => {
      if (change.kind === 'add') push(addToCart(basket, change));
      else if (change.kind === 'load' || change.kind === 'update' || change.kind === 'remove') push(cartViewOrUpdate(basket, change));
    });
  },
});
