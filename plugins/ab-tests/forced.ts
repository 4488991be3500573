/** What an A/B test code looks like in the spec (ab_test_pss_new_login_forms, ab_test_category...). */
const AB_TEST_PARAMETER = /^ab_test_[a-z0-9_]{1,56}$/;
/** A variation code as the store config allows it (original, Variation1, variation_a). */
export const VARIATION_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Variations forced by the address, by test code; null un-forces the test (`?ab_test_x=`). */
export type ForcedVariations = ReadonlyMap<string, string | null>;

/**
 * The forced list: `?<abTestCode>=<variation>` (e.g. `?ab_test_pss_new_login_forms=Variation1`)
 * for a parameter named like an A/B test or after one of the store's experiments. An empty
 * value lifts an earlier force; a value that is no variation code is ignored.
 */
export function forcedFromQuery(search: string, experimentCodes: ReadonlySet<string>): ForcedVariations {
  const forced = new Map<string, string | null>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!AB_TEST_PARAMETER.test(name) && !experimentCodes.has(name)) continue;
    if (value === '') forced.set(name, null);
    else if (VARIATION_CODE.test(value)) forced.set(name, value);
  }
  return forced;
}
