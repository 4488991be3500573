import type { AbTestEntry } from '../../contracts/ab-tests.ts';
import { canHold, drawVariation, ORIGINAL, type RunningExperiment } from '../../contracts/ab-test-experiments.ts';
import type { ForcedVariations } from './forced.ts';

/** Test code to variation code. */
export type VariationsByTest = Readonly<Record<string, string>>;

/**
 * What the browser keeps (local storage, or a cookie): the variations drawn for the store's
 * experiments, and those forced by an address, kept apart so that lifting a force brings the
 * draw back and a forced test the store does not run is still known after a reload.
 */
export interface KeptAssignments {
  drawn: VariationsByTest;
  forced: VariationsByTest;
}

export const NOTHING_KEPT: KeptAssignments = { drawn: {}, forced: {} };

export interface AssignmentInput {
  /** The store list: the store's experiments running now. */
  experiments: readonly RunningExperiment[];
  /** The forced list of this page's address. */
  forcedNow: ForcedVariations;
  /** The session list: the server's assignments (the session's `abTests`). */
  session: readonly AbTestEntry[];
  /** What the browser kept from earlier visits. */
  kept: KeptAssignments;
  /** A number in [0, 1): Math.random in the browser, a fixed sequence in tests. */
  random: () => number;
}

export interface AssignmentResult {
  /** The assignments in force: the store's experiments in config order, then the session's and forced others. */
  entries: AbTestEntry[];
  /** What to keep for the next visit. */
  kept: KeptAssignments;
}

function withForcedNow(kept: VariationsByTest, forcedNow: ForcedVariations): VariationsByTest {
  const forced: Record<string, string> = { ...kept };
  for (const [code, variation] of forcedNow) {
    if (variation === null) delete forced[code];
    else forced[code] = variation;
  }
  return forced;
}

/**
 * Merges the three lists (spec 02 section 4) with this precedence for a test:
 * forced (this address, or an earlier one kept) > session (the server's say) > the store list,
 * where a variation kept from an earlier visit is reused and otherwise one is drawn by the
 * percentages and kept; an experiment the server assigns is never drawn here (the control
 * until the session says). A kept draw the experiment can no longer hold (its variation was
 * removed or set to 0) is drawn again; draws for experiments no longer running are forgotten.
 */
export function assign(input: AssignmentInput): AssignmentResult {
  const forced = withForcedNow(input.kept.forced, input.forcedNow);
  const fromSession = new Map(input.session.map((entry) => [entry.abTestCode, entry.abTestVariationCode]));
  const drawn: Record<string, string> = {};
  const inForce = new Map<string, string>();

  for (const experiment of input.experiments) {
    const earlier = input.kept.drawn[experiment.code];
    const overridden = forced[experiment.code] ?? fromSession.get(experiment.code);
    // The server's experiment: its say in the session, the control until it has spoken; never drawn here.
    if (experiment.assignedBy === 'server') {
      inForce.set(experiment.code, overridden ?? ORIGINAL);
      continue;
    }
    if (earlier !== undefined && canHold(experiment, earlier)) drawn[experiment.code] = earlier;
    // A test the address or the server decides needs no draw (one is made if that say goes away).
    else if (overridden === undefined) drawn[experiment.code] = drawVariation(experiment, input.random);
    inForce.set(experiment.code, overridden ?? drawn[experiment.code]!);
  }
  for (const [code, variation] of fromSession) if (!inForce.has(code)) inForce.set(code, forced[code] ?? variation);
  for (const [code, variation] of Object.entries(forced)) if (!inForce.has(code)) inForce.set(code, variation);

  return {
    entries: [...inForce].map(([abTestCode, abTestVariationCode]) => ({ abTestCode, abTestVariationCode })),
    kept: { drawn, forced },
  };
}

const sameRecord = (a: VariationsByTest, b: VariationsByTest) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Whether two kept states hold the same (so that nothing is written when nothing changed). */
export function sameKept(a: KeptAssignments, b: KeptAssignments): boolean {
  return sameRecord(a.drawn, b.drawn) && sameRecord(a.forced, b.forced);
}
