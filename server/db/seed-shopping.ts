import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { PRODUCT_COLUMNS } from './product-columns.ts';
import { storePrice } from './seed-data/prices.ts';
import { EVENTS, eventId } from './seed-data/events.ts';
import { accessories, accessoryImage, ACCESSORIES_BRAND, ACCESSORIES_CATEGORY, BRAND_DESCRIPTIONS, COUPONS, eventImage } from './seed-data/shopping.ts';
import { seedLanguage } from './seed-data/text.ts';
import { productViews } from './seed-data/products.ts';
import { accessoryDetails } from './seed-data/product-details/index.ts';

/*
 * The shopping part of the demo seed (seed.ts calls these in its transaction): coupons, brand
 * texts and the accessories with the catalog; accessory prices and event images per store.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedShoppingCatalog(db: Db, now: Date): Promise<void> {
  await insertRows(
    db,
    'coupons',
    { code: 'text', kind: 'text', amount: 'numeric', min_subtotal: 'numeric', expires_at: 'timestamptz' },
    COUPONS.map((c) => ({
      code: c.code,
      kind: c.kind,
      amount: c.amount,
      min_subtotal: c.minSubtotal,
      expires_at: c.expiresDays === null ? null : new Date(now.getTime() + c.expiresDays * DAY_MS).toISOString(),
    })),
  );
  for (const [brandId, description] of Object.entries(BRAND_DESCRIPTIONS)) {
    await db.query('UPDATE brands SET description = $2::jsonb WHERE id = $1', [Number(brandId), JSON.stringify(description)]);
  }
  const items = accessories();
  await insertRows(
    db,
    'products',
    PRODUCT_COLUMNS,
    items.map((p) => ({
      id: p.id,
      sku: p.sku,
      type: 'simple',
      brand_id: ACCESSORIES_BRAND,
      name: p.name,
      description: accessoryDetails(p).description,
      specifications: accessoryDetails(p).specifications,
      stock: p.stock,
      image_url: accessoryImage(p.kind),
      gallery: productViews(accessoryImage(p.kind)),
      // The sizes of one product: lists of bestsellers and recommendations show the product once (server/catalog/catalog.ts).
      attributes: p.family ? { family: p.family.sku, familyName: p.family.name, size: p.family.size } : {},
    })),
  );
  await insertRows(
    db,
    'product_categories',
    { category_id: 'integer', product_id: 'integer', position: 'integer' },
    // After the main catalog's positions (0-17), in list order.
    items.map((p, i) => ({ category_id: ACCESSORIES_CATEGORY, product_id: p.id, position: 100 + i })),
  );
}

export async function seedShoppingStore(db: Db, store: StoreConfig): Promise<void> {
  await insertRows(
    db,
    'product_prices',
    { product_id: 'integer', store_id: 'integer', price: 'numeric', rrp: 'numeric', special_price: 'numeric' },
    accessories().map((p) => ({ product_id: p.id, store_id: store.storeId, ...storePrice(p.price, store.currency.code) })),
  );
  const language = seedLanguage(store.language);
  for (const event of EVENTS) {
    await db.query('UPDATE category_events SET image_url = $2 WHERE event_id = $1 AND image_url IS NULL', [
      eventId(store.storeId, event),
      eventImage(language, event),
    ]);
  }
}
