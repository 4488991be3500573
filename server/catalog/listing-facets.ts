import { parsePriceRange, type ListingFacets } from '../../contracts/listing-facets.ts';
import type { FacetRow, ListingFilters } from './listing-sql.ts';

/** Clothing sizes in the order a shopper reads them; other sizes (42, 42.5, 170) by number, then by text. */
const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

export function compareSizes(a: string, b: string): number {
  const [ca, cb] = [CLOTHING_SIZES.indexOf(a.toUpperCase()), CLOTHING_SIZES.indexOf(b.toUpperCase())];
  if (ca >= 0 || cb >= 0) return ca < 0 ? 1 : cb < 0 ? -1 : ca - cb;
  const [na, nb] = [Number.parseFloat(a), Number.parseFloat(b)];
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

/** The filters of a validated query (the contract has checked each list's form). */
export function listingFilters(query: { brands?: string; categories?: string; sizes?: string; prices?: string; minDiscount?: number }): ListingFilters {
  const ids = (text: string | undefined) => [...new Set((text ?? '').split(',').filter(Boolean).map(Number))];
  return {
    brands: ids(query.brands),
    categories: ids(query.categories),
    sizes: [...new Set((query.sizes ?? '').split(',').filter(Boolean))],
    prices: (query.prices ?? '')
      .split(',')
      .map(parsePriceRange)
      .filter((range) => range !== null),
    minDiscount: query.minDiscount ?? null,
  };
}

/** The facet rows of one statement as the contract's facets, each in the order a shopper scans it. */
export function toFacets(rows: readonly FacetRow[], language: string): ListingFacets {
  const of = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet);
  const plain = (row: FacetRow) => ({ value: row.value, label: row.label, count: row.count });
  const collator = new Intl.Collator(language);
  return {
    brands: of('brand')
      .map(plain)
      .sort((a, b) => collator.compare(a.label, b.label)),
    sizes: of('size')
      .map(plain)
      .sort((a, b) => compareSizes(a.value, b.value)),
    prices: of('price')
      .sort((a, b) => (a.lo ?? 0) - (b.lo ?? 0))
      .map((row) => ({ value: row.value, min: row.lo ?? 0, max: row.hi, count: row.count })),
    discounts: of('discount')
      .map(plain)
      .sort((a, b) => Number(a.value) - Number(b.value)),
    categories: of('category')
      .map(plain)
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}
