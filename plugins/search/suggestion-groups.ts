import type { ProductCard } from '../../contracts/product.ts';
import type { SearchSuggestion } from '../../contracts/search.ts';

/** Spec 02 section 9: up to 4 suggestions per group on a wide screen (one fewer, 3, on a phone). */
export const SUGGESTIONS_PER_GROUP = 4;

export interface SuggestionGroups {
  brands: readonly SearchSuggestion[];
  productTypes: readonly SearchSuggestion[];
  /** The first matching products (one per model). */
  products: readonly ProductCard[];
  /** How many products the results page lists for the term. */
  productsTotal: number;
}

export const NO_SUGGESTIONS: SuggestionGroups = { brands: [], productTypes: [], products: [], productsTotal: 0 };

/**
 * Up to `limit` brands; product types may take the room brands leave: up to
 * max(limit, 2 × limit − brands shown) (spec 02 section 9). Up to `limit` products.
 */
export function limitGroups(groups: SuggestionGroups, limit: number): SuggestionGroups {
  const brands = groups.brands.slice(0, limit);
  return {
    brands,
    productTypes: groups.productTypes.slice(0, Math.max(limit, 2 * limit - brands.length)),
    products: groups.products.slice(0, limit),
    productsTotal: groups.productsTotal,
  };
}

export const suggestionCount = (groups: SuggestionGroups): number => groups.brands.length + groups.productTypes.length + groups.products.length;
