import { createHash } from 'node:crypto';
import type { AbTestEntry } from '../../contracts/ab-tests.ts';
import { drawVariation, runningExperiments, type ExperimentConfig } from '../../contracts/ab-test-experiments.ts';
import type { StoreConfig } from '../../core/store/types.ts';

/** Whom the server places: a member (the same on every device), or a visitor whose session is kept. */
export interface AbVisitor {
  customerId: number | null;
  /** The session's cookie id: the seed the server's draws have always had, so a running experiment keeps its visitors where they are. */
  sessionId: string;
  stored: boolean;
}

function configuredExperiments(store: StoreConfig): ExperimentConfig[] {
  const options = store.plugins['ab-tests'];
  if (!options || !Array.isArray(options['experiments'])) return [];
  return options['experiments'] as ExperimentConfig[];
}

/**
 * Numbers in [0, 1) that depend only on the seed: the same visitor is put in the same variation
 * at every request, with nothing written (a session read never writes).
 */
function seededRandom(seed: string): () => number {
  let round = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}\u0000${round++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

/**
 * The session's A/B list for the store's running experiments that the server assigns (ab-tests
 * options, `assignedBy: "server"`), drawn by their percentages. A visitor whose session is not
 * kept yet (no cookie) gets none: their id changes at every request until the first write.
 */
export function serverAbTests(store: StoreConfig, visitor: AbVisitor, now: Date = new Date()): AbTestEntry[] {
  const identity = visitor.customerId !== null ? `member:${visitor.customerId}` : visitor.stored ? `visitor:${visitor.sessionId}` : null;
  if (identity === null) return [];
  return runningExperiments(configuredExperiments(store), now)
    .filter((experiment) => experiment.assignedBy === 'server')
    .map((experiment) => ({
      abTestCode: experiment.code,
      abTestVariationCode: drawVariation(experiment, seededRandom(`${store.websiteId}:${identity}:${experiment.code}`)),
    }));
}

/** The session's kept list with the server's assignments in force over it. */
export function sessionAbTests(kept: readonly AbTestEntry[], assigned: readonly AbTestEntry[]): AbTestEntry[] {
  const codes = new Set(assigned.map((entry) => entry.abTestCode));
  return [...kept.filter((entry) => !codes.has(entry.abTestCode)), ...assigned];
}
