import { describe, expect, it } from 'vitest';
import { SIZE_GUIDE_IDENTIFIER, sizeGuideIdentifier } from '../../../contracts/size-guide.ts';
import { SIZE_GUIDES } from './size-guides.ts';
import { SEED_LANGUAGES, type Text } from './text.ts';

const texts = (guide: (typeof SIZE_GUIDES)[number]): Text[] => [
  guide.title,
  ...guide.intro,
  ...guide.tips,
  ...guide.tables.flatMap((table) => [table.caption, ...table.columns]),
];

describe('the seeded size guides', () => {
  it('are at least four, each with an identifier a size guide page can have', () => {
    expect(SIZE_GUIDES.length).toBeGreaterThanOrEqual(4);
    for (const guide of SIZE_GUIDES) {
      expect(guide.identifier).toMatch(SIZE_GUIDE_IDENTIFIER);
      expect(sizeGuideIdentifier(`/${guide.identifier}`)).toBe(guide.identifier);
    }
    expect(new Set(SIZE_GUIDES.map((g) => `${g.categoryId} ${g.brandId}`)).size).toBe(SIZE_GUIDES.length);
  });

  it('speak all six seed languages, and the title differs from English in each other one', () => {
    for (const guide of SIZE_GUIDES) {
      for (const t of texts(guide)) for (const language of SEED_LANGUAGES) expect(t[language].trim(), `${guide.identifier} ${t.en}`).not.toBe('');
      for (const language of SEED_LANGUAGES.filter((l) => l !== 'en'))
        expect(guide.title[language], `${guide.identifier} ${language}`).not.toBe(guide.title.en);
    }
  });

  it('fill every row of every table', () => {
    for (const guide of SIZE_GUIDES) {
      for (const table of guide.tables) {
        expect(table.rows.length).toBeGreaterThan(1);
        for (const row of table.rows) expect(row, `${guide.identifier} ${row.join(' ')}`).toHaveLength(table.columns.length);
      }
    }
  });
});
