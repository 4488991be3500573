export interface SeedBrand {
  id: number;
  name: string;
  urlKey: string;
  /** Content page of the brand (path-lookup metadata brandPageId). */
  brandPageId: number;
}

export const BRAND = { rossignol: 1, salomon: 2, atomic: 3, burton: 4, dynastar: 5, look: 6, summitPass: 7, summit: 8 } as const;

export const BRANDS: SeedBrand[] = [
  { id: BRAND.rossignol, name: 'Rossignol', urlKey: 'rossignol', brandPageId: 501 },
  { id: BRAND.salomon, name: 'Salomon', urlKey: 'salomon', brandPageId: 502 },
  { id: BRAND.atomic, name: 'Atomic', urlKey: 'atomic', brandPageId: 503 },
  { id: BRAND.burton, name: 'Burton', urlKey: 'burton', brandPageId: 504 },
  { id: BRAND.dynastar, name: 'Dynastar', urlKey: 'dynastar', brandPageId: 505 },
  { id: BRAND.look, name: 'Look', urlKey: 'look', brandPageId: 506 },
  // The shop's own label for ski passes.
  { id: BRAND.summitPass, name: 'Summit Pass', urlKey: 'summit-pass', brandPageId: 507 },
  // The shop's own label for hats, gloves and socks (seed-data/shopping.ts).
  { id: BRAND.summit, name: 'Summit', urlKey: 'summit', brandPageId: 508 },
];
