import type { ProductDetail } from '../../contracts/catalog.ts';
import type { Db } from '../db/db.ts';
import { fittingFormLabel, localText, MAX_ID, productImageUrl, type PriceRow, type ProductType } from './catalog.ts';
import { sizeGuideOf } from '../product-extras/size-guides.ts';
import { advertisedPrices } from './price-history.ts';
import { BRAND_PATH, fillPath } from '../../contracts/storefront-paths.ts';
import type { StoreConfig } from '../../core/store/types.ts';

interface ProductRow extends PriceRow {
  id: number;
  sku: string;
  type: ProductType;
  name: unknown;
  description: unknown;
  specifications: { label: unknown; value: unknown }[];
  stock: number;
  image_url: string | null;
  gallery: string[];
  fitting_form: string | null;
  attributes: Record<string, unknown>;
  brand_id: number | null;
  brand_name: string | null;
  brand_url_key: string | null;
  category_id: number | null;
  category_name: unknown;
  category_url: string | null;
}

/** Spec 01 section 3: a bundle's label (Ski bundle, ski pack, snowboard pack...); null for other types. */
function typeLabel(row: ProductRow): string | null {
  if (row.type !== 'bundle') return null;
  const label = row.attributes.bundleLabel;
  return typeof label === 'string' && label ? label : 'Ski bundle';
}

function skiPass(row: ProductRow): ProductDetail['skiPass'] {
  if (row.type !== 'ski_pass') return null;
  const { resort, days } = row.attributes;
  return { resort: typeof resort === 'string' ? resort : '', days: typeof days === 'number' ? days : 1 };
}

/** The description and specifications in the store's language (else English); left out when the product has none. */
function productTexts(row: ProductRow, language: string): Pick<ProductDetail, 'description' | 'specifications'> {
  const description = localText(row.description, language).trim();
  const specifications = row.specifications
    .map((s) => ({ label: localText(s.label, language), value: localText(s.value, language) }))
    .filter((s) => s.label && s.value);
  return { ...(description ? { description } : {}), ...(specifications.length ? { specifications } : {}) };
}

interface OptionValueRow {
  option_id: number;
  code: string;
  label: unknown;
  value_id: number;
  value: string;
  stock: number;
}

/** A configurable product's option values (sizes, colours), in the order they are shown. */
function optionValues(db: Db, productId: number): Promise<OptionValueRow[]> {
  return db.query<OptionValueRow>(
    `SELECT o.id AS option_id, o.attribute_code AS code, o.label, v.id AS value_id, v.value, v.stock
       FROM product_options o JOIN product_option_values v ON v.option_id = o.id
      WHERE o.product_id = $1 ORDER BY o.position, o.id, v.position, v.id`,
    [productId],
  );
}

function toOptions(values: OptionValueRow[], language: string): ProductDetail['options'] {
  const options: ProductDetail['options'] = [];
  for (const v of values) {
    let option = options.find((o) => o.attributeId === v.option_id);
    if (!option) {
      option = { attributeId: v.option_id, code: v.code, label: localText(v.label, language), values: [] };
      options.push(option);
    }
    option.values.push({ valueId: v.value_id, label: v.value, inStock: v.stock > 0 });
  }
  return options;
}

/** A bundle's options, each with the products it may hold. */
async function bundleOptionsOf(db: Db, productId: number, language: string): Promise<ProductDetail['bundleOptions']> {
  const selections = await db.query<{
    option_id: number;
    label: unknown;
    required: boolean;
    selection_id: number;
    product_id: number;
    name: unknown;
    default_qty: number;
    stock: number;
  }>(
    `SELECT o.id AS option_id, o.label, o.required, s.id AS selection_id, s.product_id, p.name, s.default_qty, p.stock
       FROM bundle_options o JOIN bundle_selections s ON s.option_id = o.id JOIN products p ON p.id = s.product_id
      WHERE o.product_id = $1 ORDER BY o.position, o.id, s.position, s.id`,
    [productId],
  );
  const bundleOptions: ProductDetail['bundleOptions'] = [];
  for (const s of selections) {
    let option = bundleOptions.find((o) => o.optionId === s.option_id);
    if (!option) {
      option = { optionId: s.option_id, label: localText(s.label, language), required: s.required, selections: [] };
      bundleOptions.push(option);
    }
    option.selections.push({
      selectionId: s.selection_id,
      productId: s.product_id,
      name: localText(s.name, language),
      defaultQty: s.default_qty,
      inStock: s.stock > 0,
    });
  }
  return bundleOptions;
}

/** One product in the store's language and currency; null for unknown, inactive or unpriced products. */
export async function loadProductDetail(db: Db, productId: number, store: StoreConfig): Promise<ProductDetail | null> {
  const { storeId, language } = store;
  if (productId > MAX_ID) return null;
  const [row] = await db.query<ProductRow>(
    `SELECT p.id, p.sku, p.type, p.name, p.description, p.specifications, p.stock, p.image_url, p.gallery, p.fitting_form, p.attributes,
            b.id AS brand_id, b.name AS brand_name, b.url_key AS brand_url_key,
            pp.price, pp.rrp, pp.special_price, c.id AS category_id, c.name AS category_name,
            (SELECT r.request_path FROM url_rewrites r
              WHERE r.store_id = $2 AND r.page_type = 'category' AND r.entity_id = c.id AND NOT (r.metadata ? 'eventId')
              ORDER BY length(r.request_path), r.request_path LIMIT 1) AS category_url
       FROM products p
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = $2
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN LATERAL (
         SELECT c.id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id AND c.is_active
          WHERE pc.product_id = p.id ORDER BY c.parent_id IS NULL, pc.position, c.position, c.id LIMIT 1
       ) c ON true
      WHERE p.id = $1 AND p.is_active`,
    [productId, storeId],
  );
  if (!row) return null;

  const values = await optionValues(db, productId);
  const inStock = row.type === 'configurable' ? values.some((v) => v.stock > 0) : row.stock > 0;
  return {
    productId: row.id,
    sku: row.sku,
    name: localText(row.name, language),
    brandId: row.brand_id,
    brandName: row.brand_name ?? '',
    brandUrl: row.brand_url_key ? fillPath(BRAND_PATH, { brand: row.brand_url_key }) : null,
    productType: row.type,
    fittingForm: fittingFormLabel(row.fitting_form),
    typeLabel: typeLabel(row),
    ...productTexts(row, language),
    images: [productImageUrl(row.image_url, row.sku), ...row.gallery],
    categoryId: row.category_id,
    categoryName: row.category_id === null ? null : localText(row.category_name, language),
    categoryUrl: row.category_url,
    currency: store.currency.code,
    price: (await advertisedPrices(db, store, [{ productId: row.id, row }]))[0]!,
    inStock,
    options: toOptions(values, language),
    bundleOptions: await bundleOptionsOf(db, productId, language),
    skiPass: skiPass(row),
    sizeGuide: await sizeGuideOf(db, row.id),
  };
}
