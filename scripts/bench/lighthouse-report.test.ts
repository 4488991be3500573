import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseReport, missedTargets, resultFromLhr, type LighthouseResult } from './lighthouse-report.ts';

const passing: LighthouseResult = {
  store: 'uk',
  page: 'home',
  path: '/',
  scores: { performance: 97, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { fcpMs: 1200, lcpMs: 1800, tbtMs: 90, cls: 0.01 },
  failedAudits: [],
};

describe('missedTargets', () => {
  it('is empty for a page meeting every target, limits included', () => {
    expect(missedTargets(passing)).toEqual([]);
    expect(missedTargets({ ...passing, scores: { ...passing.scores, performance: 95 }, metrics: { fcpMs: 1, lcpMs: 2000, tbtMs: 150, cls: 0.05 } })).toEqual(
      [],
    );
  });

  it('names each missed target with the measured figure', () => {
    const slow: LighthouseResult = {
      ...passing,
      scores: { performance: 77, accessibility: 96, bestPractices: 100, seo: 91 },
      metrics: { fcpMs: 3000, lcpMs: 4100, tbtMs: 151, cls: 0.103 },
    };
    expect(missedTargets(slow)).toEqual([
      'performance 77 < 95',
      'accessibility 96 < 100',
      'SEO 91 < 100',
      'LCP 4.1 s > 2.0 s',
      'TBT 151 ms > 150 ms',
      'CLS 0.103 > 0.050',
    ]);
  });

  it('counts a page Lighthouse could not measure as missing every target', () => {
    const broken: LighthouseResult = {
      ...passing,
      scores: { performance: null, accessibility: 100, bestPractices: null, seo: 100 },
      metrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null },
      error: 'NO_NAVSTART: no trace',
    };
    expect(missedTargets(broken)).toEqual([
      'not measured (NO_NAVSTART: no trace)',
      'performance – < 95',
      'best practices – < 100',
      'LCP – > 2.0 s',
      'TBT – > 150 ms',
      'CLS – > 0.050',
    ]);
  });
});

describe('lighthouseReport', () => {
  it('passes when every page meets every target, with one table row a page', () => {
    const report = lighthouseReport([passing, { ...passing, store: 'fr' }]);
    expect(report.ok).toBe(true);
    expect(report.lines).toContain('| uk | home | `/` | 97 | 100 | 100 | 100 | 1.2 s | 1.8 s | 90 ms | 0.010 |');
    expect(report.lines).toContain('| fr | home | `/` | 97 | 100 | 100 | 100 | 1.2 s | 1.8 s | 90 ms | 0.010 |');
    expect(report.lines.at(-1)).toBe('All 2 pages meet every target.');
  });

  it('fails when one page misses one target, and says which page and which target', () => {
    const report = lighthouseReport([
      passing,
      {
        ...passing,
        store: 'de',
        page: 'product',
        scores: { ...passing.scores, seo: 92 },
        failedAudits: [
          { category: 'seo', id: 'meta-description', title: 'Document does not have a meta description' },
          { category: 'accessibility', id: 'color-contrast', title: 'Contrast' },
        ],
      },
    ]);
    expect(report.ok).toBe(false);
    expect(report.lines).toContain('  de product: accessibility: color-contrast; seo: meta-description');
    expect(report.lines.filter((line) => line.includes('MISSED'))).toEqual(['  MISSED de product: SEO 92 < 100']);
  });

  it('does not pass on no results at all', () => {
    expect(lighthouseReport([]).ok).toBe(false);
  });
});

describe('resultFromLhr', () => {
  it('reads scores as 0–100, the four metrics, and the scored audits that failed in accessibility, best practices and SEO', () => {
    const audit = (id: string, score: number | null, scoreDisplayMode: string, numericValue?: number) => ({
      id,
      title: id,
      score,
      scoreDisplayMode,
      numericValue,
    });
    const lhr = {
      categories: {
        performance: { score: 0.771, auditRefs: [] },
        accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }] },
        'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console' }] },
        seo: { score: 0.91, auditRefs: [{ id: 'meta-description' }, { id: 'structured-data' }] },
      },
      audits: {
        'first-contentful-paint': audit('first-contentful-paint', 0.5, 'numeric', 3012),
        'largest-contentful-paint': audit('largest-contentful-paint', 0.3, 'numeric', 4100),
        'total-blocking-time': audit('total-blocking-time', 0.9, 'numeric', 110),
        'cumulative-layout-shift': audit('cumulative-layout-shift', 0.8, 'numeric', 0.103),
        'color-contrast': audit('color-contrast', 0, 'binary'),
        'image-alt': audit('image-alt', null, 'notApplicable'),
        'errors-in-console': audit('errors-in-console', 1, 'binary'),
        'meta-description': audit('meta-description', 0, 'binary'),
        'structured-data': audit('structured-data', null, 'manual'),
      },
    } as unknown as Result;
    expect(resultFromLhr({ store: 'uk', page: 'home', path: '/' }, lhr)).toEqual({
      store: 'uk',
      page: 'home',
      path: '/',
      scores: { performance: 77, accessibility: 96, bestPractices: 100, seo: 91 },
      metrics: { fcpMs: 3012, lcpMs: 4100, tbtMs: 110, cls: 0.103 },
      failedAudits: [
        { category: 'accessibility', id: 'color-contrast', title: 'color-contrast' },
        { category: 'seo', id: 'meta-description', title: 'meta-description' },
      ],
    });
  });
});
