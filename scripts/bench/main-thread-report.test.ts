import { describe, expect, it } from 'vitest';
import { mainThreadReport, type StoreRuns } from './main-thread-report.ts';

const interactions = (ms: number) => ({ 'size + Add to basket': ms, 'open the basket': ms, 'type in search': ms, "'+' in the basket": ms });

const runs = (blocking: number[], latency: number[]): StoreRuns => ({
  store: 'uk',
  pages: [
    { page: 'bare React page (baseline)', path: '/', baseline: true, samples: [{ blockingMs: 900, busyMs: 1000, hydrationMs: 20 }], errors: [] },
    { page: 'home', path: '/', samples: blocking.map((blockingMs) => ({ blockingMs, busyMs: 2000, hydrationMs: 300 })), errors: [] },
  ],
  interactions: { samples: latency.map(interactions), errors: [] },
});

describe('mainThreadReport', () => {
  it('meets the targets at 200 ms and holds the baseline to none', () => {
    const report = mainThreadReport(runs([100, 200, 900], [0, 200, 500]));
    expect(report.ok).toBe(true);
    expect(report.lines).toContain('| bare React page (baseline) | `/` | 900 ms | 1000 ms | 20 ms | 1 | yardstick |');
    expect(report.lines).toContain('| home | `/` | 200 ms | 2000 ms | 300 ms | 3 | met |');
    expect(report.lines).toContain('| type in search | 200 ms | 3 | met |');
  });

  it('marks a figure over 200 ms as missed', () => {
    const report = mainThreadReport(runs([201, 300, 250], [0, 0, 0]));
    expect(report.ok).toBe(false);
    expect(report.lines).toContain('| home | `/` | 250 ms | 2000 ms | 300 ms | 3 | missed |');
    expect(report.lines).toContain('| open the basket | < 16 ms | 3 | met |');
  });

  it("shows '—' for hydration when a run never saw its end mark", () => {
    const measured = runs([10], [0]);
    measured.pages[1]!.samples.push({ blockingMs: 10, busyMs: 2000, hydrationMs: null });
    expect(mainThreadReport(measured).lines).toContain('| home | `/` | 10 ms | 2000 ms | — | 2 | met |');
  });

  it('misses the targets of a page no run could measure, naming why', () => {
    const measured = runs([], [0]);
    measured.pages[1]!.errors.push('the network of http://localhost/ was not quiet within 90 s');
    const report = mainThreadReport(measured);
    expect(report.ok).toBe(false);
    expect(report.lines).toContain(
      '| home | `/` | — | — | — | 0 | missed (not measured) (1 run(s) failed: the network of http://localhost/ was not quiet within 90 s) |',
    );
  });
});
