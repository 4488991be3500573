import { ORDER_CONFIRMATION, orderTrackingService } from '../../contracts/order-tracking.ts';
import { definePlugin, errorMessage, type ReadonlySession } from '../../core/plugin-api.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';
import { consentDefault, consentUpdate } from './consent-mode.ts';
import {
  abTestAssignment,
  addToCart,
  bruteForceLock,
  cartViewOrUpdate,
  categoryView,
  cookieConsentUpdate,
  lifetimeValue,
  productView,
  purchase,
  searchEvent,
  searchResultsView,
  sessionInitialised,
  signUp,
  virtualPageView,
  type DataLayerEvent,
} from './data-layer.ts';
import { dataLayer, gtagConsent, loadContainer } from './gtm.ts';

export interface GtmOptions {
  containerId: string;
  scriptUrl: string;
}

/**
 * Google Tag Manager: Consent Mode v2 default (all denied) before any tag, the container only
 * after functional or advertising consent, and the data-layer events of the spec from kernel
 * hooks, queued until then.
 */
export default definePlugin({
  name: 'tracking-gtm',
  setup(ctx, options: GtmOptions) {
    const layer = dataLayer();
    gtagConsent(layer, 'default', consentDefault());

    // Tapped before the gate, so the update precedes the container and the queued events.
    ctx.on.consentChanged((consent) => {
      if (!consent.given) return;
      gtagConsent(layer, 'update', consentUpdate(consent));
      layer.push(cookieConsentUpdate(consent));
    });
    const gate = createConsentGate(ctx.on.consentChanged, (c) => c.functional || c.advertising, {
      onFirstOpen: () => loadContainer(document, layer, options.containerId, options.scriptUrl),
    });
    const push = (event: DataLayerEvent | null) => {
      if (event) gate.run(() => layer.push(event));
    };

    const sessionEvents = (session: ReadonlySession) => {
      push(sessionInitialised(session));
      if (session.raw?.isSignupEvent) push(signUp());
    };
    ctx.on.sessionReady(sessionEvents);
    ctx.on.searchSubmitted((submission) => push(searchEvent(submission)));
    ctx.on.accountLocked((lock) => push(bruteForceLock(lock)));
    ctx.on.abTestAssigned((entry) => push(abTestAssignment(entry)));
    // Signed in, signed up or out without a page load: the data layer hears of the new session.
    ctx.on.sessionChanged(({ session }) => sessionEvents(session));
    // view_cart is the basket page's view: the mini basket's load on every other page says nothing.
    let basketViewDue = false;
    ctx.on.pageView((view) => {
      basketViewDue = view.pageType === 'basket';
      push(virtualPageView(view));
      push(productView(view));
      push(categoryView(view));
      push(searchResultsView(view));
      const orderId = view.entityId;
      if (view.pageType === ORDER_CONFIRMATION && orderId !== null) {
        gate.run(() => {
          ctx
            .use(orderTrackingService)
            .transaction(orderId)
            .then(({ orders, orders_total_count }) => {
              for (const order of orders) layer.push(purchase(order, orders_total_count));
              const [first] = orders;
              if (first)
                layer.push(
                  lifetimeValue(
                    orders_total_count,
                    first.currency,
                    orders.reduce((sum, o) => sum + o.total, 0),
                  ),
                );
            })
            .catch((error: unknown) => ctx.logger.error(`tracking-transaction failed: ${errorMessage(error)}`, error));
        });
      }
    });
    ctx.on.basketChanged((basket, change) => {
      if (change.kind === 'add') push(addToCart(basket, change));
      else if (change.kind === 'update' || change.kind === 'remove') push(cartViewOrUpdate(basket, change));
      else if (change.kind === 'load' && basketViewDue) {
        basketViewDue = false;
        push(cartViewOrUpdate(basket, change));
      }
    });
  },
});
