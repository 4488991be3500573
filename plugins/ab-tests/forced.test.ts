import { describe, expect, it } from 'vitest';
import { forcedFromQuery } from './forced.ts';

describe('the forced list from the address', () => {
  it('takes ab_test_* parameters and those named after a store experiment, nothing else', () => {
    const forced = forcedFromQuery('?ab_test_pss_new_login_forms=Variation1&summer_banner=b&s=skis&st=nonbrandppc&AB_TEST_X=y', new Set(['summer_banner']));
    expect([...forced]).toEqual([
      ['ab_test_pss_new_login_forms', 'Variation1'],
      ['summer_banner', 'b'],
    ]);
  });

  it('an empty value lifts a force; an ill-formed one is ignored; the last of repeated parameters wins', () => {
    expect([...forcedFromQuery('?ab_test_a=&ab_test_b=a%20b&ab_test_c=x&ab_test_c=y', new Set())]).toEqual([
      ['ab_test_a', null],
      ['ab_test_c', 'y'],
    ]);
  });
});
