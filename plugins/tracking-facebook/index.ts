import type { ConsentState } from '../../core/kernel/events.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { errorMessage } from '../../core/logger.ts';
import { createConsentGate } from '../../core/tracking/consent-gate.ts';
import { fbEndpoints, type FbEvent } from './api.ts';
import { fbPayload, fbUser } from './fb-rules.ts';

export interface FacebookOptions {
  enabled: boolean;
  appId?: string;
  version?: string;
}

/**
 * Facebook conversions through the product API (ppc-fb-*): only with advertising consent, a
 * user id and a valid email. Failures are reported and tolerated.
 */
export default definePlugin<FacebookOptions>({
  name: 'tracking-facebook',
  setup(ctx, options) {
    if (!options.enabled) return;
    let consent: ConsentState = { given: false, functional: false, advertising: false };
    ctx.hooks.consentChanged.tap('tracking-facebook', (next) => {
      consent = next;
    });
    const gate = createConsentGate(ctx.hooks.consentChanged, 'tracking-facebook', (c) => c.advertising);

    const send = (event: FbEvent, eventData: Record<string, unknown>) => {
      const href = location.href;
      gate.run(() => {
        const user = fbUser(consent, ctx.session);
        if (!user) return;
        const body = fbPayload(user, { storeId: ctx.store.storeId, eventData, href, userAgent: navigator.userAgent });
        ctx.api.call(fbEndpoints[event], { body }).catch((error: unknown) => {
          ctx.logger.error(`ppc-fb-${event} failed: ${errorMessage(error)}`, error);
        });
      });
    };

    ctx.hooks.sessionReady.tap('tracking-facebook', (session) => {
      if (session.raw?.isSignupEvent) send('complete-registration', {});
    });
    ctx.hooks.pageView.tap('tracking-facebook', (view) => {
      send('page-view', { pageType: view.pageType });
      if (view.product) {
        const p = view.product;
        send('view-content', { content_ids: [String(p.productId)], content_name: p.productName, content_type: 'product', value: p.specialPrice, currency: p.currencyCode });
      }
      if (view.pageType === 'order-confirmation' && view.entityId !== null) send('purchase', { orderId: view.entityId });
    });
    ctx.hooks.basketChanged.tap('tracking-facebook', (basket, change) => {
      if (change.kind !== 'add') return;
      const item = basket.items.find((i) => i.productId === change.productId);
      if (!item) return;
      const quantity = change.quantityDelta ?? item.quantity;
      send('add-to-cart', { content_ids: [String(item.productId)], content_type: 'product', value: item.price * quantity, currency: basket.currency, num_items: quantity });
    });
  },
});
