import { describe, expect, it } from 'vitest';
import { CATEGORY_IMAGES, categoryImage, SKI_CATEGORY_IDS } from './categories.ts';

describe('ski categories and category images (spec 01 section 9)', () => {
  it('knows the five ski-related categories', () => {
    expect([...SKI_CATEGORY_IDS].sort((a, b) => a - b)).toEqual([3955, 3956, 3957, 3993, 16550]);
    // The ski categories are the ones with a picture.
    expect(
      Object.keys(CATEGORY_IMAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...SKI_CATEGORY_IDS].sort((a, b) => a - b));
  });

  it('maps category ids to their pictures, null for the others', () => {
    expect(categoryImage(3956)).toBe('/media/categories/skis.svg');
    expect(categoryImage(4001)).toBeNull();
    for (const id of SKI_CATEGORY_IDS) expect(CATEGORY_IMAGES[id]).toMatch(/^\/media\/categories\/[\w-]+\.svg$/);
  });
});
