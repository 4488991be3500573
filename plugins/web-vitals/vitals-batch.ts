import type { VitalReport, WebVitalsBatch } from '../../contracts/web-vitals.ts';
import type { ConsentGate } from '../../core/kit/tracking/consent-gate.ts';

/** What the batch needs to know of the page (its store and the type of the page measured). */
export interface VitalsPage {
  storeId: number;
  /** Null until the first page view says it. */
  pageType(): string | null;
}

export interface VitalsBatcher {
  /** Keeps a metric's latest value (a metric reported again, as CLS is, replaces its last report). */
  add(report: VitalReport): void;
  /** Sends what was measured since the last send, if the shopper allowed it; else keeps or drops it. */
  flush(): void;
}

/**
 * Metrics are measured from the start but leave the browser only with the shopper's consent:
 * while the consent is unanswered they wait, once refused (or withdrawn) they are dropped.
 */
export function createVitalsBatcher(gate: Pick<ConsentGate, 'state'>, page: VitalsPage, send: (batch: WebVitalsBatch) => void): VitalsBatcher {
  const pending = new Map<VitalReport['name'], VitalReport>();
  return {
    add(report) {
      if (gate.state === 'closed') return;
      pending.set(report.name, { name: report.name, value: report.value, rating: report.rating });
    },
    flush() {
      if (gate.state === 'closed') pending.clear();
      const pageType = page.pageType();
      if (gate.state !== 'open' || pending.size === 0 || !pageType) return;
      const metrics = [...pending.values()];
      pending.clear();
      send({ storeId: page.storeId, pageType, metrics });
    },
  };
}
