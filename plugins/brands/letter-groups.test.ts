import { describe, expect, it } from 'vitest';
import type { BrandListItem } from '../../contracts/brands.ts';
import { groupByLetter, letterAnchor, letterOf } from './letter-groups.ts';

const brand = (name: string): BrandListItem => ({ brandId: name.length, name, url: `/brand/${name.toLowerCase()}`, productCount: 1 });

describe('brands index letters', () => {
  it('files a brand under its first letter without accents, anything else under #', () => {
    expect(letterOf('Rossignol')).toBe('R');
    expect(letterOf('atomic')).toBe('A');
    expect(letterOf('Ölund')).toBe('O');
    expect(letterOf('Écrins')).toBe('E');
    expect(letterOf('2XU')).toBe('#');
    expect(letterOf('  Look')).toBe('L');
  });

  it('groups A to Z then #, names sorted in the store language, empty letters left out', () => {
    const groups = groupByLetter([brand('Salomon'), brand('Summit Pass'), brand('Atomic'), brand('Summit'), brand('4FRNT'), brand('Åre Sport')], 'sv_SE');
    expect(groups.map((g) => g.letter)).toEqual(['A', 'S', '#']);
    expect(groups[1]!.brands.map((b) => b.name)).toEqual(['Salomon', 'Summit', 'Summit Pass']);
    expect(groups[0]!.brands.map((b) => b.name)).toEqual(['Atomic', 'Åre Sport']);
  });

  it('gives each letter an anchor id', () => {
    expect(letterAnchor('R')).toBe('brands-r');
    expect(letterAnchor('#')).toBe('brands-other');
  });
});
