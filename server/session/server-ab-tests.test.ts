import { describe, expect, it } from 'vitest';
import { testStore } from '../../tests/support/test-store.ts';
import { serverAbTests, sessionAbTests } from './server-ab-tests.ts';

const store = (experiments: unknown[]) => testStore({ plugins: { 'ab-tests': { experiments } } });
const halves = { name: 'ab_test_by_server', assignedBy: 'server', variations: [{ name: 'original' }, { name: 'variation_a' }] };
const member = (customerId: number) => ({ customerId, sessionId: 'x'.repeat(43), stored: true });

describe('the server’s A/B assignments (the session’s abTests)', () => {
  it('places a member the same way at every request, whatever the session', () => {
    const first = serverAbTests(store([halves]), member(7));
    expect(first).toHaveLength(1);
    expect(['original', 'variation_a']).toContain(first[0]!.abTestVariationCode);
    expect(serverAbTests(store([halves]), { ...member(7), sessionId: 'y'.repeat(43) })).toEqual(first);
  });

  it('splits members by the percentages', () => {
    const variations = Array.from({ length: 400 }, (_, id) => serverAbTests(store([halves]), member(id))[0]!.abTestVariationCode);
    const share = variations.filter((v) => v === 'variation_a').length / variations.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('assigns only the server’s running experiments, and nobody whose session is not kept', () => {
    const browser = { ...halves, name: 'ab_test_by_browser', assignedBy: 'browser' };
    const ended = { ...halves, name: 'ab_test_ended', end: '2020-01-01T00:00:00Z' };
    expect(serverAbTests(store([halves, browser, ended]), member(1)).map((e) => e.abTestCode)).toEqual(['ab_test_by_server']);
    expect(serverAbTests(store([halves]), { customerId: null, sessionId: 'z'.repeat(43), stored: false })).toEqual([]);
    expect(serverAbTests(store([halves]), { customerId: null, sessionId: 'z'.repeat(43), stored: true })).toHaveLength(1);
    expect(serverAbTests(testStore(), member(1))).toEqual([]);
  });

  it('puts its assignments over the session’s kept list', () => {
    const kept = [
      { abTestCode: 'ab_test_by_server', abTestVariationCode: 'original' },
      { abTestCode: 'ab_test_other', abTestVariationCode: 'b' },
    ];
    expect(sessionAbTests(kept, [{ abTestCode: 'ab_test_by_server', abTestVariationCode: 'variation_a' }])).toEqual([
      { abTestCode: 'ab_test_other', abTestVariationCode: 'b' },
      { abTestCode: 'ab_test_by_server', abTestVariationCode: 'variation_a' },
    ]);
  });
});
