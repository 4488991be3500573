import { median } from './main-thread-figures.ts';
import { INTERACTIONS, type Interaction } from './main-thread-interactions.ts';
import type { LoadSample } from './main-thread-load.ts';

/** Issue 34's targets at 4× CPU. */
export const MAIN_THREAD_TARGETS = { blockingMs: 200, interactionMs: 200 };

/** A measured page: its runs, or why it could not be measured. */
export interface PageRuns {
  page: string;
  path: string;
  /** The bare React page: the yardstick, held to no target. */
  baseline?: boolean;
  samples: LoadSample[];
  errors: string[];
}

export interface StoreRuns {
  store: string;
  pages: PageRuns[];
  interactions: { samples: Record<Interaction, number>[]; errors: string[] };
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const verdict = (value: number | null, target: number) => (value === null ? 'missed (not measured)' : value <= target ? 'met' : 'missed');
/** Event Timing reports events of 16 ms or more: 0 means quicker than that. */
const latency = (value: number | null) => (value === null ? '—' : value < 16 ? '< 16 ms' : ms(value));

/** The median of a figure over the runs; null when no run has it (hydration whose end mark never came). */
function medianOf(samples: LoadSample[], figure: (sample: LoadSample) => number | null): number | null {
  const values = samples.map(figure).filter((value): value is number => value !== null);
  // Hydration counts only when every run saw it end: a median over the lucky runs would flatter it.
  return values.length === samples.length ? median(values) : null;
}

function pageLine(row: PageRuns): { line: string; ok: boolean } {
  const blocking = medianOf(row.samples, (s) => s.blockingMs);
  const target = row.baseline ? 'yardstick' : verdict(blocking, MAIN_THREAD_TARGETS.blockingMs);
  const failed = row.errors.length ? ` (${row.errors.length} run(s) failed: ${row.errors[0]})` : '';
  return {
    line: `| ${row.page} | \`${row.path}\` | ${ms(blocking)} | ${ms(medianOf(row.samples, (s) => s.busyMs))} | ${ms(medianOf(row.samples, (s) => s.hydrationMs))} | ${row.samples.length} | ${target}${failed} |`,
    ok: row.baseline === true || target === 'met',
  };
}

/**
 * The printed tables of one store (Markdown, ready for an issue note): each page's median
 * blocking time, main-thread busy time and hydration time, then each interaction's median
 * latency, every figure against its target. ok is false when a figure misses its target.
 */
export function mainThreadReport(runs: StoreRuns): { ok: boolean; lines: string[] } {
  const pages = runs.pages.map(pageLine);
  const lines = [
    `Store ${runs.store}: page loads (from navigation until the network had been quiet for 2 s)`,
    '',
    '| page | path | blocking | main thread busy | hydration | runs | blocking ≤ 200 ms |',
    '|---|---|---|---|---|---|---|',
    ...pages.map((page) => page.line),
    '',
    '| interaction | latency | runs | ≤ 200 ms |',
    '|---|---|---|---|',
  ];
  let ok = pages.every((page) => page.ok);
  for (const interaction of INTERACTIONS) {
    const value = median(runs.interactions.samples.map((sample) => sample[interaction]));
    const target = verdict(value, MAIN_THREAD_TARGETS.interactionMs);
    ok &&= target === 'met';
    lines.push(`| ${interaction} | ${latency(value)} | ${runs.interactions.samples.length} | ${target} |`);
  }
  if (runs.interactions.errors.length) lines.push(`(${runs.interactions.errors.length} interaction run(s) failed: ${runs.interactions.errors[0]})`);
  return { ok, lines };
}
