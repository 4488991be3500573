/** The query parameters of spec 02 section 2 that say where a visitor came from. */
export interface TrafficSource {
  /** st: source type. */
  sourceType: string | null;
  /** ad: ad network. */
  adNetwork: string | null;
}

export function readTrafficSource(search: string): TrafficSource {
  const params = new URLSearchParams(search);
  return { sourceType: params.get('st'), adNetwork: params.get('ad') };
}

/**
 * Spec 02 section 4: paid source means st nonbrandppc with ad google or bing; or st
 * facebookppc, display or partnership.
 */
export function isPaidSource({ sourceType, adNetwork }: TrafficSource): boolean {
  const st = sourceType?.toLowerCase();
  const ad = adNetwork?.toLowerCase();
  if (st === 'nonbrandppc') return ad === 'google' || ad === 'bing';
  return st === 'facebookppc' || st === 'display' || st === 'partnership';
}
