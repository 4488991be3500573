// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ConsentState } from '../../contracts/consent.ts';
import type { WebVitalsBatch } from '../../contracts/web-vitals.ts';
import { createConsentGate } from '../../core/kit/tracking/consent-gate.ts';
import { createVitalsBatcher } from './vitals-batch.ts';

function setup(pageType: string | null = 'product') {
  const listeners: Array<(c: ConsentState) => void> = [];
  const gate = createConsentGate<ConsentState>(
    (l) => void listeners.push(l),
    (c) => c.functional,
  );
  const sent: WebVitalsBatch[] = [];
  const batcher = createVitalsBatcher(gate, { storeId: 13, pageType: () => pageType }, (batch) => void sent.push(batch));
  const consent = (functional: boolean) => listeners.forEach((l) => l({ given: true, functional, advertising: false }));
  return { batcher, sent, consent };
}

describe('web-vitals batching', () => {
  it('keeps the metrics until consent, then sends them once, latest value of each, with store and page type', () => {
    const { batcher, sent, consent } = setup();
    batcher.add({ name: 'FCP', value: 800, rating: 'good' });
    batcher.add({ name: 'CLS', value: 0.01, rating: 'good' });
    batcher.add({ name: 'CLS', value: 0.3, rating: 'poor' });
    batcher.flush();
    expect(sent).toEqual([]);
    consent(true);
    batcher.flush();
    expect(sent).toEqual([
      {
        storeId: 13,
        pageType: 'product',
        metrics: [
          { name: 'FCP', value: 800, rating: 'good' },
          { name: 'CLS', value: 0.3, rating: 'poor' },
        ],
      },
    ]);
    batcher.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing after a refusal, and stops sending when the consent is withdrawn', () => {
    const refused = setup();
    refused.batcher.add({ name: 'LCP', value: 1200, rating: 'good' });
    refused.consent(false);
    refused.batcher.flush();
    refused.consent(true);
    refused.batcher.flush();
    expect(refused.sent).toEqual([]);

    const withdrawn = setup();
    withdrawn.consent(true);
    withdrawn.batcher.add({ name: 'TTFB', value: 90, rating: 'good' });
    withdrawn.batcher.flush();
    withdrawn.consent(false);
    withdrawn.batcher.add({ name: 'INP', value: 300, rating: 'needs-improvement' });
    withdrawn.batcher.flush();
    expect(withdrawn.sent.map((b) => b.metrics.map((m) => m.name))).toEqual([['TTFB']]);
  });

  it('waits for the page type of the first page view', () => {
    const { batcher, sent, consent } = setup(null);
    consent(true);
    batcher.add({ name: 'LCP', value: 1200, rating: 'good' });
    batcher.flush();
    expect(sent).toEqual([]);
  });
});
