import type { Result } from 'lighthouse';

/** The Lighthouse categories whose failed audits the report names (performance has its own metrics). */
const AUDITED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
type AuditedCategory = (typeof AUDITED_CATEGORIES)[number];

export interface LighthousePage {
  store: string;
  /** home, listing, product. */
  page: string;
  path: string;
}

export interface LighthouseResult extends LighthousePage {
  /** 0 to 100; null when Lighthouse could not score the category. */
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
  /** Scored audits that did not pass (the report's "failed" ones), by category. */
  failedAudits: { category: AuditedCategory; id: string; title: string }[];
  /** Why Lighthouse could not measure the page at all. */
  error?: string;
}

/** Issue 12's targets for every measured page. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

const score = (category: Result.Category | undefined) => (typeof category?.score === 'number' ? Math.round(category.score * 100) : null);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The figures the bench prints, out of one Lighthouse result. */
export function resultFromLhr(page: LighthousePage, lhr: Result): LighthouseResult {
  const failedAudits = AUDITED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit !== undefined && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => ({ category, id: audit!.id, title: audit!.title })),
  );
  return {
    ...page,
    scores: {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      seo: score(lhr.categories.seo),
    },
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    failedAudits,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const shift = (cls: number | null) => (cls === null ? '–' : cls.toFixed(3));
const whole = (value: number | null) => (value === null ? '–' : String(value));

/** Each target this page misses, as "what: measured vs target"; an unmeasured figure misses its target. */
export function missedTargets(result: LighthouseResult): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const { scores, metrics } = result;
  const atLeast = (name: string, value: number | null, target: number) => (value === null || value < target ? [`${name} ${whole(value)} < ${target}`] : []);
  const atMost = (name: string, value: number | null, target: number, show: (v: number | null) => string) =>
    value === null || value > target ? [`${name} ${show(value)} > ${show(target)}`] : [];
  return [
    ...(result.error ? [`not measured (${result.error})`] : []),
    ...atLeast('performance', scores.performance, t.performance),
    ...atLeast('accessibility', scores.accessibility, t.accessibility),
    ...atLeast('best practices', scores.bestPractices, t.bestPractices),
    ...atLeast('SEO', scores.seo, t.seo),
    ...atMost('LCP', metrics.lcpMs, t.lcpMs, seconds),
    ...atMost('TBT', metrics.tbtMs, t.tbtMs, millis),
    ...atMost('CLS', metrics.cls, t.cls, shift),
  ];
}

/**
 * The printed report: a Markdown table of every page (ready for an issue note), then the failed
 * accessibility, best-practices and SEO audits by page, then each missed target. ok is false when
 * any page misses any target.
 */
export function lighthouseReport(results: LighthouseResult[]): { ok: boolean; lines: string[] } {
  const label = (r: LighthouseResult) => `${r.store} ${r.page}`;
  const lines = [
    '| store | page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.store} | ${r.page} | \`${r.path}\` | ${whole(r.scores.performance)} | ${whole(r.scores.accessibility)} | ${whole(r.scores.bestPractices)} | ${whole(r.scores.seo)} | ${seconds(r.metrics.fcpMs)} | ${seconds(r.metrics.lcpMs)} | ${millis(r.metrics.tbtMs)} | ${shift(r.metrics.cls)} |`,
    ),
  ];
  const withFailedAudits = results.filter((r) => r.failedAudits.length > 0);
  if (withFailedAudits.length > 0) {
    lines.push('', 'Failed audits (accessibility, best practices, SEO):');
    for (const r of withFailedAudits) {
      const byCategory = AUDITED_CATEGORIES.map((category) => [category, r.failedAudits.filter((a) => a.category === category).map((a) => a.id)] as const)
        .filter(([, ids]) => ids.length > 0)
        .map(([category, ids]) => `${category}: ${ids.join(', ')}`);
      lines.push(`  ${label(r)}: ${byCategory.join('; ')}`);
    }
  }
  const misses = results.map((r) => [r, missedTargets(r)] as const).filter(([, missed]) => missed.length > 0);
  const t = LIGHTHOUSE_TARGETS;
  lines.push(
    '',
    `Targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ${t.bestPractices}, SEO ${t.seo}, LCP ≤ ${seconds(t.lcpMs)}, TBT ≤ ${millis(t.tbtMs)}, CLS ≤ ${t.cls}`,
  );
  if (misses.length === 0) lines.push(`All ${results.length} pages meet every target.`);
  for (const [r, missed] of misses) lines.push(`  MISSED ${label(r)}: ${missed.join(', ')}`);
  return { ok: misses.length === 0 && results.length > 0, lines };
}
