import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleProduct } from '../../contracts/catalog.ts';
import { createTestApp, getParsed, type TestApp } from '../test-support/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const product = (id: number, storeId: number) => getParsed(t, singleProduct, `/api/single-product/${id}?storeId=${storeId}`, 'localhost');

describe('single-product: description and specifications', () => {
  it('gives them in the store’s language', async () => {
    const uk = await product(1001, 1);
    expect(uk.description).toMatch(/^An all-mountain ski for skiers who/);
    expect(uk.specifications).toContainEqual({ label: 'Waist width', value: '86 mm' });
    expect(uk.specifications).toContainEqual({ label: 'Skier level', value: 'Intermediate to advanced' });

    const fr = await product(1001, 13);
    expect(fr.description).toMatch(/^Un ski all-mountain pour/);
    expect(fr.specifications).toContainEqual({ label: 'Largeur au patin', value: '86 mm' });
    expect(fr.specifications).toContainEqual({ label: 'Niveau', value: 'Intermédiaire à confirmé' });

    const dk = await product(1016, 12);
    expect(dk.specifications).toContainEqual({ label: 'Vandtæthed', value: '20.000 mm' });
  });

  it('describes every product model, accessories too, with specifications', async () => {
    for (const id of [1003, 1004, 1008, 1012, 1014, 1018, 1100, 1113, 1130, 1147]) {
      const de = await product(id, 11);
      expect(de.description, `product ${id}`).toMatch(/\. /);
      expect(de.specifications?.length, `product ${id}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back to English where a text lacks the store’s language, and leaves out what the product lacks', async () => {
    await t.db.query(
      `UPDATE products SET description = '{"en": "Only in English."}',
              specifications = '[{"label": {"en": "Weight", "fr": "Poids"}, "value": {"en": "2 kg"}}]' WHERE id = 1006`,
    );
    await t.db.query(`UPDATE products SET description = '{}', specifications = '[]' WHERE id = 1010`);
    const poles = await product(1006, 13);
    expect(poles.description).toBe('Only in English.');
    expect(poles.specifications).toEqual([{ label: 'Poids', value: '2 kg' }]);
    const bindings = await product(1010, 13);
    expect(bindings).not.toHaveProperty('description');
    expect(bindings).not.toHaveProperty('specifications');
  });
});
