import type { BrandListItem } from '../../contracts/brands.ts';
import { brandList } from '../../contracts/brands.ts';
import { collator, type ApiClient } from '../../core/plugin-api.ts';

/** The jump letters: A to Z, then # for names that start with anything else (a digit, a sign). */
export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type Letter = (typeof LETTERS)[number];

export interface LetterGroup {
  letter: Letter;
  brands: BrandListItem[];
}

/** The letter a brand is filed under: its first letter without accents (Ölund under O, Écrins under E), else #. */
export function letterOf(name: string): Letter {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? (first as Letter) : '#';
}

/** The brands in letter groups, A to Z then #, each by name in the store's language; letters without brands left out. */
export function groupByLetter(brands: readonly BrandListItem[], locale: string): LetterGroup[] {
  const byName = collator(locale.replace('_', '-'), { sensitivity: 'base' });
  const byLetter = new Map<Letter, BrandListItem[]>();
  for (const brand of brands) {
    const letter = letterOf(brand.name);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), brand]);
  }
  return LETTERS.flatMap((letter) => {
    const found = byLetter.get(letter);
    return found ? [{ letter, brands: [...found].sort((a, b) => byName.compare(a.name, b.name)) }] : [];
  });
}

/** The id of a letter's section, the target of its jump link. */
export const letterAnchor = (letter: Letter) => `brands-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** The brands index's data: the store's brands in letter groups. */
export async function loadBrandsIndex(api: ApiClient, store: { storeId: number; locale: string }, signal: AbortSignal): Promise<LetterGroup[]> {
  const { brands } = await api.call(brandList, { query: { storeId: store.storeId }, signal });
  return groupByLetter(brands, store.locale);
}
