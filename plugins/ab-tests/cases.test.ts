import { describe, expect, it } from 'vitest';
import type { AbTestEntry } from '../../contracts/ab-tests.ts';
import { createAbTests } from './ab-tests.ts';
import cases from './cases.json' with { type: 'json' };
import { drawVariation, isInWindow, runningExperiments, type ExperimentConfig } from '../../contracts/ab-test-experiments.ts';
import { forcedFromQuery } from './forced.ts';
import { cookieJar, memoryStorage } from '../../tests/support/browser-storage.ts';
import { keepsNothing, keptStorage, type KeptStorage } from './kept-storage.ts';
import { normalisePercentages, type VariationConfig } from '../../contracts/ab-test-percentages.ts';

/** The table's rows, typed (JSON gives string[] where a row is a tuple). */
type Pair = [string, string];
type NormaliseRow = [name: string, variations: VariationConfig[], expected: Pair[]];
type WindowRow = [name: string, dates: { start?: string; end?: string }, now: string, running: boolean];
type DrawRow = [name: string, experiment: ExperimentConfig, random: number[], expected: string];
interface Visit {
  query?: string;
  session?: Pair[];
  now?: string;
  experiments?: ExperimentConfig[];
  random: number[];
  expect: Pair[];
  reported: Pair[];
}
interface VisitsCase {
  name: string;
  storage: 'local' | 'cookie' | 'none';
  experiments: ExperimentConfig[];
  visits: Visit[];
}

const DEFAULT_NOW = '2026-06-01T12:00:00Z';
const pairs = (entries: readonly AbTestEntry[]): Pair[] => entries.map((entry) => [entry.abTestCode, entry.abTestVariationCode]);
const entries = (list: Pair[] = []): AbTestEntry[] => list.map(([abTestCode, abTestVariationCode]) => ({ abTestCode, abTestVariationCode }));

/** random() from the row's numbers; the test then checks that every number was used. */
function sequence(numbers: number[]) {
  const left = [...numbers];
  return {
    random: () => {
      const next = left.shift();
      if (next === undefined) throw new Error('drew more numbers than the case gives');
      return next;
    },
    left,
  };
}

function storageFor(kind: VisitsCase['storage']): () => KeptStorage {
  if (kind === 'none') return () => keepsNothing;
  // Kept between the visits of a case.
  const local = memoryStorage();
  const jar = cookieJar();
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return () => keptStorage({ localStorage: kind === 'local' ? () => local : blocked, cookies: jar, secure: true }, 1);
}

describe('percentage normalisation (spec 02 section 5)', () => {
  it.each(cases.normalise as NormaliseRow[])('%s', (_name, variations, expected) => {
    expect(normalisePercentages(variations).map((v) => [v.name, v.percentage])).toEqual(expected);
  });
});

describe('experiment windows (spec 02 section 5)', () => {
  it.each(cases.window as WindowRow[])('%s', (_name, dates, now, running) => {
    expect(isInWindow(dates, new Date(now))).toBe(running);
  });
});

describe('drawing a variation', () => {
  it.each(cases.draw as DrawRow[])('%s', (_name, config, numbers, expected) => {
    const [experiment] = runningExperiments([config], new Date(DEFAULT_NOW));
    const draws = sequence(numbers);
    expect(drawVariation(experiment!, draws.random)).toBe(expected);
    expect(draws.left, 'numbers the case gives but the draw did not use').toEqual([]);
  });
});

describe('a visitor across page loads (merge, storage, forcing, windows)', () => {
  it.each((cases.visits as VisitsCase[]).map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const storage = storageFor(testCase.storage);
    for (const [index, visit] of testCase.visits.entries()) {
      const configs = visit.experiments ?? testCase.experiments;
      const draws = sequence(visit.random);
      const reported: AbTestEntry[] = [];
      const abTests = createAbTests({
        experiments: runningExperiments(configs, new Date(visit.now ?? DEFAULT_NOW)),
        forcedNow: forcedFromQuery(visit.query ?? '', new Set(configs.map((c) => c.name))),
        // As in the browser: the session is known when the plugin sets up, and sessionReady repeats it.
        session: entries(visit.session),
        storage: storage(),
        random: draws.random,
        report: (entry) => reported.push(entry),
        setTimer: () => 0,
        clearTimer: () => undefined,
      });
      abTests.receiveSession(entries(visit.session));
      const label = `visit ${index + 1}`;
      expect(pairs(abTests.service.assignments()), label).toEqual(visit.expect);
      expect(pairs(await abTests.service.ready), label).toEqual(visit.reported);
      expect(pairs(reported), label).toEqual(visit.reported);
      for (const [code, variation] of visit.expect) expect(abTests.service.variation(code), label).toBe(variation);
      expect(draws.left, `${label}: numbers the case gives but no draw used`).toEqual([]);
    }
  });
});
