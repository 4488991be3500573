import type { AbTestEntry, AbTests } from '../../contracts/ab-tests.ts';
import { assign, sameKept } from './assignment.ts';
import { ORIGINAL, type RunningExperiment } from '../../contracts/ab-test-experiments.ts';
import type { ForcedVariations } from './forced.ts';
import type { KeptStorage } from './kept-storage.ts';

/** Spec 02 section 9: the A/B async init timeout. */
export const ASYNC_INIT_TIMEOUT_MS = 5000;

export interface AbTestsDeps {
  experiments: readonly RunningExperiment[];
  forcedNow: ForcedVariations;
  /** The session list known at start (the session may come later: `receiveSession`). */
  session: readonly AbTestEntry[];
  storage: KeptStorage;
  random: () => number;
  /** Called once per assignment reported (the plugin emits `abTestAssigned`). */
  report(entry: AbTestEntry): void;
  /** setTimeout, or fake timers in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AbTestsControl {
  readonly service: AbTests;
  /** The session list changed (boot, sign-in, sign-out): merge it again and report what is new. */
  receiveSession(session: readonly AbTestEntry[]): void;
}

/** The asynchronous path: what is in force, without the variations equal to original (spec 02 section 4). */
export const reportable = (entries: readonly AbTestEntry[]) => entries.filter((entry) => entry.abTestVariationCode !== ORIGINAL);

/**
 * The visitor's assignments and the service over them. Two paths:
 * - synchronous: `variation()` and `assignments()` answer at once from the forced, kept or drawn
 *   and session lists (original included: a plugin asking gets the control);
 * - asynchronous: `ready` waits for the session list (the server may assign tests too), at most
 *   ASYNC_INIT_TIMEOUT_MS, then resolves with the assignments minus those in original, and each
 *   of these is reported once; a session that changes later reports what it adds or changes.
 */
export function createAbTests(deps: AbTestsDeps): AbTestsControl {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let kept = deps.storage.read();
  let entries: readonly AbTestEntry[] = [];
  const reported = new Set<string>();
  let settled = false;

  const merge = (session: readonly AbTestEntry[]) => {
    const result = assign({ experiments: deps.experiments, forcedNow: deps.forcedNow, session, kept, random: deps.random });
    if (!sameKept(result.kept, kept)) deps.storage.write(result.kept);
    kept = result.kept;
    entries = result.entries;
  };
  const reportNew = () => {
    const now = reportable(entries);
    for (const entry of now) {
      const key = `${entry.abTestCode}\u0000${entry.abTestVariationCode}`;
      if (reported.has(key)) continue;
      reported.add(key);
      deps.report(entry);
    }
    return now;
  };

  merge(deps.session);
  let resolveReady!: (reported: readonly AbTestEntry[]) => void;
  const ready = new Promise<readonly AbTestEntry[]>((resolve) => (resolveReady = resolve));
  const settle = () => {
    if (settled) return;
    settled = true;
    clearTimer(timer);
    resolveReady(reportNew());
  };
  // Called only after this line: by the timer, or by receiveSession.
  const timer = setTimer(settle, ASYNC_INIT_TIMEOUT_MS);

  return {
    service: {
      variation: (code) => entries.find((entry) => entry.abTestCode === code)?.abTestVariationCode ?? null,
      assignments: () => entries,
      ready,
    },
    receiveSession(session) {
      merge(session);
      if (settled) reportNew();
      else settle();
    },
  };
}
