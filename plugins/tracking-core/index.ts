import { definePlugin } from '../../core/kernel/plugin.ts';
import { errorMessage } from '../../core/logger.ts';
import { createConsentGate } from '../../core/tracking/consent-gate.ts';
import { trackingPageView, trackingTransaction, trackingVisitor, type VisitorData } from './api.ts';

export interface TrackingCoreOptions {
  transactionPageType?: string;
}

/**
 * The product API's own tracking calls (tracking-visitor, tracking-page-view,
 * tracking-transaction), with functional (analytics) consent. Failures are reported and tolerated.
 */
export default definePlugin<TrackingCoreOptions>({
  name: 'tracking-core',
  setup(ctx, options) {
    const gate = createConsentGate(ctx.hooks.consentChanged, 'tracking-core', (c) => c.functional);
    const tolerate = (name: string) => (error: unknown) => {
      ctx.logger.error(`${name} failed: ${errorMessage(error)}`, error);
    };

    ctx.hooks.sessionReady.tap('tracking-core', () => {
      gate.run(() => {
        ctx.api
          .call(trackingVisitor)
          .then((visitor) => ctx.provide<VisitorData>('tracking.visitor', visitor))
          .catch(tolerate(trackingVisitor.name));
      });
    });

    ctx.hooks.pageView.tap('tracking-core', (view) => {
      const query = { pageType: view.pageType, storeId: ctx.store.storeId, ...(view.entityId !== null ? { entityId: view.entityId } : {}) };
      gate.run(() => {
        ctx.api.call(trackingPageView, { query }).catch(tolerate(trackingPageView.name));
      });
      if (view.pageType === (options.transactionPageType ?? 'order-confirmation') && view.entityId !== null) {
        const orderIds = String(view.entityId);
        gate.run(() => {
          ctx.api.call(trackingTransaction, { query: { orderIds } }).catch(tolerate(trackingTransaction.name));
        });
      }
    });
  },
});
