import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { webVitalsReport } from '../../contracts/web-vitals.ts';
import { definePlugin } from '../../core/plugin-api.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';
import { createVitalsBatcher } from './vitals-batch.ts';

/**
 * Core Web Vitals of the shopper's visit (the web-vitals library), sent to `POST vitals` when the
 * page is hidden, and only with consent to "Functional and Performance" cookies.
 */
export default definePlugin({
  name: 'web-vitals',
  setup(ctx) {
    const gate = createConsentGate(ctx.on.consentChanged, (c) => c.functional);
    // The library measures the page the browser loaded (soft navigations are not measured), so
    // every metric belongs to the first page's type.
    let landingPageType: string | null = null;
    ctx.on.pageView((view) => void (landingPageType ??= view.pageType));

    const batcher = createVitalsBatcher(gate, { storeId: ctx.store.storeId, pageType: () => landingPageType }, (body) => {
      // keepalive lets the request finish after the page is gone; the API client adds the
      // headers a state-changing call needs (a beacon could not carry them).
      ctx.api.call(webVitalsReport, { body, keepalive: true }).catch((error: unknown) => ctx.logger.warn('vitals not sent', { error: String(error) }));
    });
    const flushSoon = () => queueMicrotask(() => batcher.flush());
    const record = (metric: MetricType) => {
      batcher.add({ name: metric.name, value: Math.max(0, metric.value), rating: metric.rating });
      // LCP and CLS are final once the page is hidden; they may arrive after our own listener ran.
      if (document.visibilityState === 'hidden') flushSoon();
    };
    for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(record);

    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushSoon();
    });
    addEventListener('pagehide', flushSoon);
  },
});
