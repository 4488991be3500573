import type { ConsentState } from '../../contracts/consent.ts';
import { ORDER_CONFIRMATION, orderTrackingService } from '../../contracts/order-tracking.ts';
import { fbEndpoints, trackingTransaction, type FbEvent } from '../../contracts/tracking.ts';
import { definePlugin, errorMessage } from '../../core/plugin-api.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';
import { fbPayload, fbUser, purchaseEvents } from './fb-rules.ts';

export interface FacebookOptions {
  enabled: boolean;
  appId?: string;
  version?: string;
}

/**
 * Facebook conversions through the product API (ppc-fb-*): only with advertising consent, a
 * user id and a valid email. Failures are reported and tolerated.
 */
export default definePlugin({
  name: 'tracking-facebook',
  setup(ctx, options: FacebookOptions) {
    if (!options.enabled) return;
    let consent: ConsentState = { given: false, functional: false, advertising: false };
    ctx.on.consentChanged((next) => {
      consent = next;
    });
    const gate = createConsentGate(ctx.on.consentChanged, (c) => c.advertising);
    const report = (what: string) => (error: unknown) => ctx.logger.error(`${what} failed: ${errorMessage(error)}`, error);

    /** `leaving`: the page is about to be left, so the call must outlive it. */
    const send = (event: FbEvent, eventData: Record<string, unknown>, leaving = false) => {
      const href = location.href;
      gate.run(() => {
        const user = fbUser(consent, ctx.session);
        if (!user) return;
        const body = fbPayload(user, { storeId: ctx.store.storeId, eventData, href, userAgent: navigator.userAgent });
        ctx.api.call(fbEndpoints[event], { body, ...(leaving ? { keepalive: true } : {}) }).catch(report(`ppc-fb-${event}`));
      });
    };

    ctx.on.sessionReady((session) => {
      if (session.raw?.isSignupEvent) send('complete-registration', {});
    });
    ctx.on.sessionChanged(({ session }) => {
      if (session.raw?.isSignupEvent) send('complete-registration', {});
    });
    ctx.on.pageView((view) => {
      send('page-view', { pageType: view.pageType });
      if (view.product) {
        const p = view.product;
        send('view-content', {
          content_ids: [String(p.productId)],
          content_name: p.productName,
          content_type: 'product',
          value: p.specialPrice,
          currency: p.currencyCode,
        });
      }
      const orderId = view.entityId;
      if (view.pageType === ORDER_CONFIRMATION && orderId !== null) {
        gate.run(() => {
          ctx
            .use(orderTrackingService)
            .transaction(orderId)
            .then((reply) => {
              for (const [event, data] of purchaseEvents(reply)) send(event, data);
            })
            .catch(report(trackingTransaction.name));
        });
      }
    });
    ctx.on.basketChanged((basket, change) => {
      if (change.kind !== 'add') return;
      const item = basket.items.find((i) => i.productId === change.productId);
      if (!item) return;
      const quantity = change.quantityDelta ?? item.quantity;
      send('add-to-cart', {
        content_ids: [String(item.productId)],
        content_type: 'product',
        value: item.price * quantity,
        currency: basket.currency,
        num_items: quantity,
      });
    });
    ctx.on.checkoutStarted((basket) => {
      const items = basket.items.reduce((sum, item) => sum + item.quantity, 0);
      send(
        'initiate-checkout',
        { content_ids: basket.items.map((i) => String(i.productId)), value: basket.total, currency: basket.currency, num_items: items },
        true,
      );
    });
  },
});
