import { normalisePercentages, parsePercentage, type VariationConfig, type WeightedVariation } from './ab-test-percentages.ts';

/** The control: every experiment has it, configured or not; a visitor left out of an experiment sees it. */
export const ORIGINAL = 'original';

/**
 * Who places a visitor in an experiment: the browser draws and keeps a variation (the default),
 * or the server, which puts it in the session's `abTests` (the same for a member on every device).
 */
export type ExperimentAssigner = 'browser' | 'server';

/** One experiment of the store config (spec 02 section 3 'Experiment configuration'). */
export interface ExperimentConfig {
  /** The A/B test code, e.g. ab_test_pss_new_login_forms. */
  name: string;
  /** Share of visitors in the experiment at all (default 100). */
  percentage?: number | string;
  variations: VariationConfig[];
  /** ISO date-times: the experiment runs from start to end, both included. */
  start?: string;
  end?: string;
  assignedBy?: ExperimentAssigner;
}

/** An experiment running now, its shares normalised. */
export interface RunningExperiment {
  code: string;
  /** Per cent of visitors in the experiment; the others are placed in `original`. */
  coverage: number;
  /** Shares summing to 100, none zero. */
  variations: WeightedVariation[];
  assignedBy: ExperimentAssigner;
}

/** An absent date leaves that side open; a date that does not parse closes the window (spec 02 section 5). */
function parsedTime(value: string | undefined, open: number): number {
  return value === undefined ? open : Date.parse(value);
}

/** Spec 02 section 5: the start and end dates must parse and bracket the current time. */
export function isInWindow(experiment: Pick<ExperimentConfig, 'start' | 'end'>, now: Date): boolean {
  const start = parsedTime(experiment.start, -Infinity);
  const end = parsedTime(experiment.end, Infinity);
  const time = now.getTime();
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= time && time <= end;
}

/**
 * The experiments to assign now: those inside their window (spec 02 section 4: the others are
 * skipped) with at least one variation left after normalisation. A code configured twice keeps
 * its first running entry.
 */
export function runningExperiments(configs: readonly ExperimentConfig[], now: Date): RunningExperiment[] {
  const running = new Map<string, RunningExperiment>();
  for (const config of configs) {
    if (running.has(config.name) || !isInWindow(config, now)) continue;
    const variations = normalisePercentages(config.variations);
    if (variations.length === 0) continue;
    running.set(config.name, {
      code: config.name,
      coverage: Math.min(100, parsePercentage(config.percentage) ?? 100),
      variations,
      assignedBy: config.assignedBy ?? 'browser',
    });
  }
  return [...running.values()];
}

/** A variation the experiment can hold: one of its own, or the original everyone outside it sees. */
export function canHold(experiment: RunningExperiment, variation: string): boolean {
  return variation === ORIGINAL || experiment.variations.some((candidate) => candidate.name === variation);
}

/**
 * A random placement: `random()` below the coverage puts the visitor in the experiment, a second
 * `random()` picks the variation by its share; outside the coverage the visitor is in
 * `original`. With full coverage only one number is drawn.
 */
export function drawVariation(experiment: RunningExperiment, random: () => number): string {
  if (experiment.coverage < 100 && random() * 100 >= experiment.coverage) return ORIGINAL;
  const point = random() * 100;
  let upTo = 0;
  for (const variation of experiment.variations) {
    upTo += variation.percentage;
    if (point < upTo) return variation.name;
  }
  // Shares sum to 100, so only a point of exactly 100 (a random() outside [0, 1)) gets here.
  return experiment.variations.at(-1)!.name;
}
