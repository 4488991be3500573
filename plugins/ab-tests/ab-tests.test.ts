import { describe, expect, it, vi } from 'vitest';
import type { AbTestEntry } from '../../contracts/ab-tests.ts';
import { ASYNC_INIT_TIMEOUT_MS, createAbTests, type AbTestsDeps } from './ab-tests.ts';
import { NOTHING_KEPT, type KeptAssignments } from './assignment.ts';
import { runningExperiments } from '../../contracts/ab-test-experiments.ts';
import type { KeptStorage } from './kept-storage.ts';

const LOGIN_FORMS = runningExperiments(
  [
    {
      name: 'ab_test_pss_new_login_forms',
      variations: [
        { name: 'original', percentage: 50 },
        { name: 'Variation1', percentage: 50 },
      ],
    },
  ],
  new Date(),
);
const entry = (abTestCode: string, abTestVariationCode: string): AbTestEntry => ({ abTestCode, abTestVariationCode });

function recordingStorage(initial: KeptAssignments = NOTHING_KEPT): KeptStorage & { writes: KeptAssignments[] } {
  const writes: KeptAssignments[] = [];
  return { kind: 'local', writes, read: () => writes.at(-1) ?? initial, write: (kept) => void writes.push(kept) };
}

function setUp(overrides: Partial<AbTestsDeps> = {}) {
  const reported: AbTestEntry[] = [];
  const storage = recordingStorage();
  const abTests = createAbTests({
    experiments: LOGIN_FORMS,
    forcedNow: new Map(),
    session: [],
    storage,
    random: () => 0.9,
    report: (e) => reported.push(e),
    ...overrides,
  });
  return { abTests, reported, storage };
}

describe('the synchronous path', () => {
  it('answers at once, before the session, original included', () => {
    const { abTests } = setUp({ random: () => 0.1 });
    expect(abTests.service.variation('ab_test_pss_new_login_forms')).toBe('original');
    expect(abTests.service.variation('ab_test_unknown')).toBeNull();
    expect(abTests.service.assignments()).toEqual([entry('ab_test_pss_new_login_forms', 'original')]);
  });

  it('writes the storage only when what is kept changes', () => {
    const { abTests, storage } = setUp();
    expect(storage.writes).toEqual([{ drawn: { ab_test_pss_new_login_forms: 'Variation1' }, forced: {} }]);
    abTests.receiveSession([]);
    abTests.receiveSession([entry('ab_test_server', 'B')]);
    expect(storage.writes).toHaveLength(1);
  });
});

describe('the asynchronous path (spec 02 sections 4 and 9)', () => {
  it('settles when the session list arrives: reported once each, original dropped', async () => {
    const { abTests, reported } = setUp();
    expect(reported).toEqual([]);
    abTests.receiveSession([entry('ab_test_server', 'original'), entry('ab_test_category', 'variation_a')]);
    const expected = [entry('ab_test_pss_new_login_forms', 'Variation1'), entry('ab_test_category', 'variation_a')];
    await expect(abTests.service.ready).resolves.toEqual(expected);
    expect(reported).toEqual(expected);
    expect(abTests.service.variation('ab_test_server')).toBe('original');
  });

  it(`without a session settles after ${ASYNC_INIT_TIMEOUT_MS} ms with what it has, and the late session reports only what it adds`, async () => {
    vi.useFakeTimers();
    try {
      const { abTests, reported } = setUp();
      vi.advanceTimersByTime(ASYNC_INIT_TIMEOUT_MS - 1);
      expect(reported).toEqual([]);
      vi.advanceTimersByTime(1);
      await expect(abTests.service.ready).resolves.toEqual([entry('ab_test_pss_new_login_forms', 'Variation1')]);
      expect(reported).toEqual([entry('ab_test_pss_new_login_forms', 'Variation1')]);

      abTests.receiveSession([entry('ab_test_server', 'B')]);
      expect(reported).toEqual([entry('ab_test_pss_new_login_forms', 'Variation1'), entry('ab_test_server', 'B')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session arriving in time clears the timeout', () => {
    vi.useFakeTimers();
    try {
      const { abTests, reported } = setUp();
      abTests.receiveSession([]);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(ASYNC_INIT_TIMEOUT_MS);
      expect(reported).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a later session (sign-in) that changes a variation reports the new one, and nothing for original', () => {
    const { abTests, reported } = setUp();
    abTests.receiveSession([]);
    abTests.receiveSession([entry('ab_test_pss_new_login_forms', 'original')]);
    expect(abTests.service.variation('ab_test_pss_new_login_forms')).toBe('original');
    abTests.receiveSession([entry('ab_test_pss_new_login_forms', 'Variation2')]);
    expect(reported).toEqual([entry('ab_test_pss_new_login_forms', 'Variation1'), entry('ab_test_pss_new_login_forms', 'Variation2')]);
  });
});
