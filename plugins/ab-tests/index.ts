import { abTestsService, type AbTestEntry } from '../../contracts/ab-tests.ts';
import { definePlugin, type ReadonlySession } from '../../core/plugin-api.ts';
import { createAbTests } from './ab-tests.ts';
import { runningExperiments, type ExperimentConfig } from '../../contracts/ab-test-experiments.ts';
import { forcedFromQuery } from './forced.ts';
import { keptStorage } from './kept-storage.ts';

export interface AbTestsOptions {
  experiments?: ExperimentConfig[];
}

const sessionList = (session: ReadonlySession): readonly AbTestEntry[] => session.raw?.abTests ?? [];

/**
 * A/B tests (spec 02 sections 3, 4, 5 and 9): the store's running experiments, a variation per
 * visitor (forced by the address, given by the session, or kept from an earlier visit or drawn
 * and kept), read by other plugins through the `ab-tests` service and reported on
 * `abTestAssigned` for the trackers' data layers.
 */
export default definePlugin({
  name: 'ab-tests',
  setup(ctx, options: AbTestsOptions) {
    const configs = options.experiments ?? [];
    const abTests = createAbTests({
      experiments: runningExperiments(configs, new Date()),
      forcedNow: forcedFromQuery(window.location.search, new Set(configs.map((config) => config.name))),
      session: sessionList(ctx.session),
      storage: keptStorage({ localStorage: () => window.localStorage, cookies: document, secure: window.location.protocol === 'https:' }, ctx.store.storeId),
      random: Math.random,
      report: (entry) => ctx.emit.abTestAssigned({ ...entry }),
    });
    ctx.provide(abTestsService, abTests.service);
    // Replayed to this deferred plugin: the boot's session, then any later sign-in or sign-out.
    ctx.on.sessionReady((session) => abTests.receiveSession(sessionList(session)));
    ctx.on.sessionChanged(({ session }) => abTests.receiveSession(sessionList(session)));
  },
});
