import { trackingPageView, trackingTransaction, trackingVisitor } from '../../contracts/tracking.ts';
import type { PageType } from '../../core/kernel/manifest.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { errorMessage } from '../../core/logger.ts';
import { createConsentGate } from '../../core/tracking/consent-gate.ts';

/** The order confirmation (spec 02 calls it order-confirmation): its entity is the order just placed. */
const ORDER_CONFIRMATION: PageType = 'success';

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
    const visitor = () => gate.run(() => void ctx.api.call(trackingVisitor).catch(tolerate(trackingVisitor.name)));

    ctx.on.sessionReady(visitor);
    // Signing in or out changes who the visitor is.
    ctx.on.sessionChanged(visitor);

    ctx.on.pageView((view) => {
      const query = { pageType: view.pageType, storeId: ctx.store.storeId, ...(view.entityId !== null ? { entityId: view.entityId } : {}) };
      gate.run(() => {
        ctx.api.call(trackingPageView, { query }).catch(tolerate(trackingPageView.name));
      });
      if (view.pageType === ORDER_CONFIRMATION && view.entityId !== null) {
        const orderIds = String(view.entityId);
        gate.run(() => {
          ctx.api.call(trackingTransaction, { query: { orderIds } }).catch(tolerate(trackingTransaction.name));
        });
      }
    });
  },
});
