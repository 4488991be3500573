/**
 * Spec 01 section 9: the ski-related category ids (3956, 3955, 3957 and 3993, plus 16550), and
 * the images some category ids map to. The catalog's subcategory chips show a category's
 * picture when it has one (the ski department's chips), text alone otherwise.
 */
export const SKI_CATEGORY_IDS: readonly number[] = [3956, 3955, 3957, 3993, 16550];

export const CATEGORY_IMAGES: Readonly<Record<number, string>> = {
  3956: '/media/categories/skis.svg',
  3955: '/media/categories/ski-boots.svg',
  3957: '/media/categories/ski-poles.svg',
  3993: '/media/categories/ski-helmets.svg',
  16550: '/media/categories/snowboards.svg',
};

/** A category's picture, or null. */
export const categoryImage = (categoryId: number): string | null => CATEGORY_IMAGES[categoryId] ?? null;
