import { BUNDLE_TYPES, type BundleType } from '../../contracts/product.ts';
import type { ProductCard, ProductPrice } from '../../contracts/catalog.ts';
import { fillPath, PRODUCT_PATH } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/errors.ts';

/*
 * What the catalog endpoints, the basket and the recommendations share: texts in the store
 * language, prices in the store currency (worked out in cents, so 0.1 + 0.2 never shows up),
 * product cards, and the categories under a category.
 */

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'ski_pass';

/** A translated jsonb text ({en: …, fr: …, …} by language) in a language, falling back to English, then to any. */
export function localText(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const found = texts[language] ?? texts.en ?? Object.values(texts)[0];
  return typeof found === 'string' ? found : '';
}

/** Spec 01 section 3: fitting form names. */
export function fittingFormLabel(code: string | null): string | null {
  if (code === 'mondopoint') return 'Fitting Form Mondopoint';
  if (code === 'sole_length') return 'Fitting Form Sole Length';
  return null;
}

/** A bundle's type from its label attribute ('ski pack' → ski_pack); an unknown or missing label is a ski bundle. */
export function bundleTypeOf(label: string | null | undefined): BundleType {
  const code = (label ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return (BUNDLE_TYPES as readonly string[]).includes(code) ? (code as BundleType) : 'ski_bundle';
}

export const productUrl = (productId: number): string => fillPath(PRODUCT_PATH, { productId });

const IMAGE_DIR = '/media/catalog/product/';

export function productImageUrl(imageUrl: string | null, sku: string): string {
  return imageUrl ?? `${IMAGE_DIR}${sku.toLowerCase()}.webp`;
}

/** The 100x100 webp beside the main image (spec 01 section 9: basket image). */
export function thumbnailUrl(imageUrl: string | null, sku: string): string {
  const full = productImageUrl(imageUrl, sku);
  return full.startsWith(IMAGE_DIR) ? `${IMAGE_DIR}100x100/${full.slice(IMAGE_DIR.length)}` : full;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Percent off rrp, rounded down; 0 when there is no saving (or no rrp). */
export function percentOff(rrpCents: number | null, paidCents: number): number {
  if (rrpCents === null || rrpCents <= 0 || paidCents >= rrpCents) return 0;
  return Math.floor(((rrpCents - paidCents) * 100) / rrpCents);
}

export interface PriceRow {
  price: number;
  rrp: number | null;
  special_price: number | null;
}

/** What a shopper pays for one unit. */
export const paidCents = (row: PriceRow): number => toCents(row.special_price ?? row.price);

export function toProductPrice(productId: number, row: PriceRow): ProductPrice {
  return {
    productId,
    price: row.price,
    rrp: row.rrp,
    specialPrice: row.special_price,
    discount: percentOff(row.rrp === null ? null : toCents(row.rrp), paidCents(row)),
  };
}

/** A store by the id a query names; only configured ids reach SQL. */
export function storeOr404(app: { summit: { stores: { byId(id: number): StoreConfig | undefined } } }, storeId: number): StoreConfig {
  const store = app.summit.stores.byId(storeId);
  if (!store) throw new HttpError(404, `No store ${storeId}`);
  return store;
}

/** PostgreSQL integer ids: anything bigger cannot be an id (and would fail the cast). */
export const MAX_ID = 2_147_483_647;

/** "12,13,13" → [12, 13]: ids of a comma list, without duplicates or out-of-range numbers. */
export function idList(text: string, max = 200): number[] {
  const ids = [...new Set(text.split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID);
  if (ids.length > max) throw new HttpError(400, `At most ${max} ids at a time`);
  return ids;
}

/** The category and every category under it. */
export async function categoryTree(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM categories WHERE id = $1 AND is_active
       UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id WHERE c.is_active
     ) SELECT id FROM tree`,
    [categoryId],
  );
  return rows.map((r) => r.id);
}

export interface CardRow extends PriceRow {
  id: number;
  sku: string;
  type: ProductType;
  name: unknown;
  image_url: string | null;
  brand_name: string | null;
}

/** Columns of a card row; join products p, product_prices pp, brands b (left). */
export const CARD_COLUMNS = 'p.id, p.sku, p.type, p.name, p.image_url, b.name AS brand_name, pp.price, pp.rrp, pp.special_price';

export function toCard(row: CardRow, language: string): ProductCard {
  return {
    productId: row.id,
    name: localText(row.name, language),
    brandName: row.brand_name ?? '',
    imageUrl: productImageUrl(row.image_url, row.sku),
    url: productUrl(row.id),
    productType: row.type,
  };
}

/** A product of a bestseller list: one card for all the sizes of a product sold as one product per size. */
export interface BestsellerRow extends CardRow {
  /** The product's name without the size, for a size of a product (attributes.familyName); else null. */
  family_name: unknown;
  /** The sizes the product comes in, in catalog order; empty for a product without sizes of its own. */
  sizes: string[] | null;
}

/** The product a size belongs to (attributes.family), or the product itself. */
export const FAMILY_SQL = (alias: string) => `coalesce(${alias}.attributes->>'family', ${alias}.id::text)`;

/**
 * Products sold in a store (active, with a price there), most wanted first. There are no
 * orders to count yet, so "bestselling" is a stable demo ranking: in stock first, then the
 * biggest saving, then catalog order. A product sold as one simple product per size (the
 * shop's gloves and socks) is listed once, by its best-ranked size, with its product name and
 * sizes; excluding a product excludes its other sizes too.
 */
export async function bestsellerRows(
  db: Db,
  storeId: number,
  filter: { brandId?: number; categoryIds?: number[]; excludeIds?: number[] },
  limit: number,
): Promise<BestsellerRow[]> {
  const where = ['p.is_active'];
  const params: unknown[] = [storeId];
  if (filter.brandId !== undefined) {
    params.push(filter.brandId);
    where.push(`p.brand_id = $${params.length}`);
  }
  if (filter.categoryIds) {
    params.push(filter.categoryIds);
    where.push(`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ANY($${params.length}::int[]))`);
  }
  if (filter.excludeIds?.length) {
    params.push(filter.excludeIds);
    where.push(`${FAMILY_SQL('p')} NOT IN (SELECT ${FAMILY_SQL('x')} FROM products x WHERE x.id = ANY($${params.length}::int[]))`);
  }
  params.push(limit);
  return db.query<BestsellerRow>(
    `WITH listed AS (
       SELECT ${CARD_COLUMNS}, ${FAMILY_SQL('p')} AS family, p.attributes->'familyName' AS family_name, p.attributes->>'size' AS size,
              ${IN_STOCK_SQL} AS in_stock,
              CASE WHEN pp.rrp > 0 THEN (pp.rrp - coalesce(pp.special_price, pp.price)) / pp.rrp ELSE 0 END AS saving
         FROM products p
         JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $1
         LEFT JOIN brands b ON b.id = p.brand_id
        WHERE ${where.join(' AND ')}
     ), ranked AS (
       SELECT listed.*,
              row_number() OVER (PARTITION BY family ORDER BY in_stock DESC, saving DESC, id) AS place,
              array_agg(size) FILTER (WHERE size IS NOT NULL)
                OVER (PARTITION BY family ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS sizes
         FROM listed
     )
     SELECT id, sku, type, name, image_url, brand_name, price, rrp, special_price, family_name, sizes
       FROM ranked WHERE place = 1
      ORDER BY in_stock DESC, saving DESC, id
      LIMIT $${params.length}`,
    params,
  );
}

/** A bestseller's card: a size of a product shows the product's name. */
export function toBestsellerCard(row: BestsellerRow, language: string): ProductCard {
  const card = toCard(row, language);
  return row.family_name ? { ...card, name: localText(row.family_name, language) } : card;
}

/** Whether product p can be bought: its own stock, or any option value's for a configurable product. */
export const IN_STOCK_SQL = `(CASE WHEN p.type = 'configurable'
  THEN EXISTS (SELECT 1 FROM product_options o JOIN product_option_values v ON v.option_id = o.id WHERE o.product_id = p.id AND v.stock > 0)
  ELSE p.stock > 0 END)`;
