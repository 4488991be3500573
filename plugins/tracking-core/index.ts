import { ORDER_CONFIRMATION, orderTrackingService, type OrderTracking } from '../../contracts/order-tracking.ts';
import { trackingPageView, trackingTransaction, trackingVisitor, type TrackingTransactionReply } from '../../contracts/tracking.ts';
import { definePlugin, errorMessage } from '../../core/plugin-api.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';

/**
 * The product API's own tracking calls (tracking-visitor, tracking-page-view,
 * tracking-transaction), with functional (analytics) consent. Failures are reported and tolerated.
 */
export default definePlugin({
  name: 'tracking-core',
  setup(ctx) {
    const gate = createConsentGate(ctx.on.consentChanged, (c) => c.functional);
    const tolerate = (name: string) => (error: unknown) => {
      ctx.logger.error(`${name} failed: ${errorMessage(error)}`, error);
    };
    // One tracking-transaction per order, shared by every tracker that reports the purchase.
    const transactions = new Map<number, Promise<TrackingTransactionReply>>();
    const orderTracking: OrderTracking = {
      transaction(orderId) {
        let reply = transactions.get(orderId);
        if (!reply) {
          reply = ctx.api.call(trackingTransaction, { query: { orderIds: String(orderId) } });
          transactions.set(orderId, reply);
          reply.catch(() => transactions.delete(orderId));
        }
        return reply;
      },
    };
    ctx.provide(orderTrackingService, orderTracking);

    const visitor = () => gate.run(() => void ctx.api.call(trackingVisitor).catch(tolerate(trackingVisitor.name)));

    ctx.on.sessionReady(visitor);
    // Signing in or out changes who the visitor is.
    ctx.on.sessionChanged(visitor);

    ctx.on.pageView((view) => {
      const query = { pageType: view.pageType, storeId: ctx.store.storeId, ...(view.entityId !== null ? { entityId: view.entityId } : {}) };
      gate.run(() => {
        ctx.api.call(trackingPageView, { query }).catch(tolerate(trackingPageView.name));
      });
      const orderId = view.entityId;
      if (view.pageType === ORDER_CONFIRMATION && orderId !== null) {
        gate.run(() => {
          orderTracking.transaction(orderId).catch(tolerate(trackingTransaction.name));
        });
      }
    });
  },
});
