/** A share as a store config writes it: a number, a numeric string, or nothing. */
export type PercentageInput = number | string | undefined;

export interface VariationConfig {
  name: string;
  percentage?: number | string;
}

/** A variation with its share of the experiment's visitors, in per cent (shares sum to 100). */
export interface WeightedVariation {
  name: string;
  percentage: number;
}

/**
 * Spec 02 section 5: a string is parsed as an integer ('50' → 50, '33.9' → 33). A value that
 * is no number at all (a string without digits, NaN, a negative) counts as missing.
 */
export function parsePercentage(value: PercentageInput): number | undefined {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return parsed !== undefined && Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The variations' shares as spec 02 section 5 says, in whole per cents:
 * 1. strings are parsed as integers;
 * 2. missing shares split the remainder of 100 equally (rounded down; none when nothing remains);
 * 3. a total over 100 is scaled down (each share rounded down);
 * 4. a total under 100 is scaled up (each share rounded down) and the shortfall is added to the
 *    first non-zero share, so the shares sum to exactly 100;
 * 5. zero shares are dropped.
 * All shares zero: no variation is left and the experiment cannot run.
 */
export function normalisePercentages(variations: readonly VariationConfig[]): WeightedVariation[] {
  const given = variations.map((variation) => parsePercentage(variation.percentage));
  const missing = given.filter((share) => share === undefined).length;
  const remainder = Math.max(0, 100 - sum(given.map((share) => share ?? 0)));
  const missingShare = missing > 0 ? Math.floor(remainder / missing) : 0;
  let shares = given.map((share) => share ?? missingShare);

  const overTotal = sum(shares);
  if (overTotal > 100) shares = shares.map((share) => Math.floor((share * 100) / overTotal));

  const underTotal = sum(shares);
  if (underTotal > 0 && underTotal < 100) {
    shares = shares.map((share) => Math.floor((share * 100) / underTotal));
    const firstNonZero = shares.findIndex((share) => share > 0);
    if (firstNonZero >= 0) shares[firstNonZero] = shares[firstNonZero]! + (100 - sum(shares));
  }

  return variations.map((variation, index) => ({ name: variation.name, percentage: shares[index]! })).filter((variation) => variation.percentage > 0);
}
