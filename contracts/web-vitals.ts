import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { id } from './common.ts';

/** The Core Web Vitals and their helpers the performance-metrics plugin measures (the web-vitals library's names). */
export const WEB_VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** A timing above ten minutes is a broken clock, not a slow page; CLS is a unitless score. */
export const MAX_VITAL_MS = 600_000;
export const MAX_CLS = 100;

const vitalReport = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().check(z.gte(0), z.lte(MAX_VITAL_MS)),
    rating: z.enum(WEB_VITAL_RATINGS),
  })
  .check(z.refine((report) => report.name !== 'CLS' || report.value <= MAX_CLS, { message: `CLS is at most ${MAX_CLS}` }));
export type VitalReport = z.output<typeof vitalReport>;

const nameText = z.string().check(z.regex(/^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/), z.maxLength(64));

/** One page's measurements, sent once the shopper allowed performance cookies. */
export const webVitalsBatch = z.object({
  storeId: id(),
  /** The page type (manifest names: home, product, category...) of the page measured. */
  pageType: nameText,
  metrics: z.array(vitalReport).check(z.minLength(1), z.maxLength(WEB_VITAL_NAMES.length * 4)),
});
export type WebVitalsBatch = z.output<typeof webVitalsBatch>;

/** POST vitals: records a batch; 204 without a body. */
export const webVitalsReport = defineEndpoint({
  name: 'vitals',
  method: 'POST',
  path: 'vitals',
  body: webVitalsBatch,
  reply: z.undefined(),
});
