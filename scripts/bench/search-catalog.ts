import type { Db } from '../../server/db/db.ts';
import { insertRows } from '../../server/db/insert-rows.ts';
import { seedCategories } from '../../server/db/seed.ts';
import { CATEGORIES } from '../../server/db/seed-data/categories.ts';
import { rebuildSearchIndex } from '../../server/search/search-index.ts';

/*
 * A generated catalog for the search bench: `size` products of made-up brands (one per 50
 * products) in the demo categories, each with an English name such as
 * "Kalvenor Storm Pro 84 ski boots", priced in store 1 (from 19.99 to 999.99, some reduced), then indexed.
 */

const SYLLABLES = [
  'al',
  'ber',
  'cor',
  'dan',
  'el',
  'fin',
  'gar',
  'hol',
  'ix',
  'jor',
  'kal',
  'lum',
  'mor',
  'nor',
  'os',
  'pel',
  'quin',
  'ros',
  'sal',
  'tor',
  'ul',
  'ven',
  'wen',
  'yor',
  'zan',
];
const MODELS = [
  'pro',
  'elite',
  'tour',
  'carve',
  'storm',
  'ridge',
  'alpine',
  'glacier',
  'powder',
  'racer',
  'freeride',
  'peak',
  'vista',
  'nordic',
  'aero',
  'flex',
  'boost',
  'comfort',
  'trail',
  'edge',
];
const BATCH = 5000;

/** A deterministic sequence, so every run measures the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Prices from 19.99 to 999.99 and savings from none to 50 %, so that a listing's price and discount facets have values to count. */
export function generatedPrice(id: number): { price: number; rrp: number } {
  const price = 19.99 + ((id * 7919) % 981);
  return { price, rrp: Math.round(price * (1 + (id % 6) / 10) * 100) / 100 };
}

export function generatedNames(size: number): { brands: string[]; products: { name: string; brand: number; category: number }[] } {
  const next = random(size);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const brandCount = Math.max(20, Math.round(size / 50));
  const brands = new Set<string>();
  while (brands.size < brandCount) {
    const name = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES) + (brands.size >= SYLLABLES.length ** 3 ? String(brands.size) : '');
    brands.add(name[0]!.toUpperCase() + name.slice(1));
  }
  const leaves = CATEGORIES.filter((c) => c.parentId !== null);
  const products = Array.from({ length: size }, () => {
    const brand = Math.floor(next() * brandCount);
    const category = pick(leaves);
    const model = `${pick(MODELS)} ${pick(MODELS)} ${10 + Math.floor(next() * 180)}`;
    return { name: `${[...brands][brand]} ${model[0]!.toUpperCase()}${model.slice(1)} ${category.name.en.toLowerCase()}`, brand, category: category.id };
  });
  return { brands: [...brands], products };
}

/** Words a shopper of the generated catalog might start typing: brand names, models, product type words. */
export function catalogWords(size: number): string[] {
  const categoryWords = CATEGORIES.flatMap((c) => c.name.en.toLowerCase().split(/\W+/)).filter((w) => w.length > 2);
  return [...new Set([...generatedNames(size).brands.map((b) => b.toLowerCase()), ...MODELS, ...categoryWords])];
}

/** Fills an empty, migrated database with the generated catalog and builds the English index. */
export async function seedSearchCatalog(db: Db, size: number): Promise<void> {
  const { brands, products } = generatedNames(size);
  await seedCategories(db);
  await insertRows(
    db,
    'url_rewrites',
    { store_id: 'integer', request_path: 'text', page_type: 'text', entity_id: 'integer' },
    CATEGORIES.map((c) => ({ store_id: 1, request_path: c.path.en, page_type: 'category', entity_id: c.id })),
  );
  await insertRows(
    db,
    'brands',
    { id: 'integer', name: 'text', url_key: 'text' },
    brands.map((name, i) => ({ id: i + 1, name, url_key: name.toLowerCase() })),
  );
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH).map((p, i) => ({ ...p, id: 100_000 + start + i }));
    await insertRows(
      db,
      'products',
      { id: 'integer', sku: 'text', type: 'text', brand_id: 'integer', name: 'jsonb', stock: 'integer' },
      batch.map((p) => ({ id: p.id, sku: `GEN-${p.id}`, type: 'simple', brand_id: p.brand + 1, name: { en: p.name }, stock: 5 })),
    );
    await insertRows(
      db,
      'product_prices',
      { product_id: 'integer', store_id: 'integer', price: 'numeric', rrp: 'numeric' },
      batch.map((p) => ({ product_id: p.id, store_id: 1, ...generatedPrice(p.id) })),
    );
    await insertRows(
      db,
      'product_categories',
      { category_id: 'integer', product_id: 'integer', position: 'integer' },
      batch.map((p) => ({ category_id: p.category, product_id: p.id, position: p.id })),
    );
  }
  await rebuildSearchIndex(db, [{ storeId: 1, language: 'en' }]);
}

/**
 * `count` distinct terms a shopper might be typing: a prefix (2 letters or more) of a known
 * word, half of them followed by the prefix of a second word, and a few typos.
 */
export function typedTerms(words: readonly string[], count: number, seed = 7): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const prefix = (word: string) => word.slice(0, 2 + Math.floor(next() * Math.max(1, word.length - 1)));
  const terms = new Set<string>();
  for (let tries = 0; terms.size < count && tries < count * 50; tries++) {
    const first = prefix(pick(words));
    const roll = next();
    if (roll < 0.5) terms.add(`${first} ${prefix(pick(words))}`);
    else if (roll < 0.6 && first.length > 4) terms.add(first.slice(0, 2) + first.slice(3));
    else terms.add(first);
  }
  return [...terms];
}
