import { describe, expect, it } from 'vitest';
import { runningExperiments } from '../../contracts/ab-test-experiments.ts';
import { assign, NOTHING_KEPT } from './assignment.ts';

const experiments = runningExperiments(
  [
    {
      name: 'ab_test_by_server',
      assignedBy: 'server',
      variations: [
        { name: 'original', percentage: 0 },
        { name: 'variation_a', percentage: 100 },
      ],
    },
    {
      name: 'ab_test_by_browser',
      variations: [
        { name: 'original', percentage: 0 },
        { name: 'variation_a', percentage: 100 },
      ],
    },
  ],
  new Date('2026-06-01T00:00:00Z'),
);
const base = { experiments, forcedNow: new Map(), kept: NOTHING_KEPT, random: () => 0.5 };

describe('an experiment the server assigns', () => {
  it('is never drawn in the browser: the control until the session says', () => {
    const result = assign({ ...base, session: [] });
    expect(result.entries).toEqual([
      { abTestCode: 'ab_test_by_server', abTestVariationCode: 'original' },
      { abTestCode: 'ab_test_by_browser', abTestVariationCode: 'variation_a' },
    ]);
    expect(result.kept.drawn).toEqual({ ab_test_by_browser: 'variation_a' });
  });

  it('takes the session’s variation; an address that forces one still wins', () => {
    const session = [{ abTestCode: 'ab_test_by_server', abTestVariationCode: 'variation_a' }];
    expect(assign({ ...base, session }).entries[0]).toEqual(session[0]);
    const forced = assign({ ...base, session, forcedNow: new Map([['ab_test_by_server', 'original']]) });
    expect(forced.entries[0]).toEqual({ abTestCode: 'ab_test_by_server', abTestVariationCode: 'original' });
  });
});
