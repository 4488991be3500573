import type { StoreConfig } from '../../core/store/types.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { PRODUCT_COLUMNS } from './product-columns.ts';
import { seedContentBlocks } from './seed-content-blocks.ts';
import { seedNewsletter } from './seed-newsletter.ts';
import { seedStories } from './seed-stories.ts';
import { seedMemberData, seedUnconfirmedMember } from './seed-members.ts';
import { BRANDS } from './seed-data/brands.ts';
import { CATEGORIES } from './seed-data/categories.ts';
import { EVENTS, eventId } from './seed-data/events.ts';
import { seedMemberSales } from './seed-member-sales.ts';
import { DEMO_MEMBER, UNCONFIRMED_MEMBER } from './seed-data/member.ts';
import { footerFor, headerFor, type SeedNavItem } from './seed-data/navigation.ts';
import { productDetails } from './seed-data/product-details/index.ts';
import { PRODUCTS, productImage, productViews } from './seed-data/products.ts';
import { storePrice } from './seed-data/prices.ts';
import { cmsPageAt, rewritesFor } from './seed-data/rewrites.ts';
import { articlesFor, cmsPagesFor } from './seed-data/cms/index.ts';
import { seedLanguage } from './seed-data/text.ts';
import { seedShoppingCatalog, seedShoppingStore } from './seed-shopping.ts';
import { seedPriceHistory, seedProductExtras } from './seed-product-extras.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { sanitiseStoredHtml } from '../content/stored-html.ts';

const SEED_LOCK = 7_362_002;

export interface SeedReport {
  catalog: boolean;
  /** Store ids whose rewrites, navigation, prices and events were added. */
  stores: number[];
  member: boolean;
}

/**
 * The demo data. Idempotent: the catalog is added when there are no categories, a store's
 * content when it has no url_rewrites (so a store added later gets its own), the demo member
 * when its email is not taken. Runs in one transaction.
 */
export async function seedDemo(db: Db, stores: StoreConfig[], now: Date = new Date()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    // Servers started together on one PostgreSQL: one seeds, the others then find it done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const report: SeedReport = { catalog: false, stores: [], member: false };
    if (!(await exists(tx, 'SELECT 1 FROM categories LIMIT 1'))) {
      await seedCatalog(tx);
      await seedShoppingCatalog(tx, now);
      report.catalog = true;
    }
    if (!(await exists(tx, 'SELECT 1 FROM size_guides LIMIT 1'))) await seedProductExtras(tx, now);
    for (const store of stores) {
      // Before the store's prices: the price-change trigger then finds each price already recorded.
      await seedPriceHistory(tx, store, now);
      if (await exists(tx, 'SELECT 1 FROM url_rewrites WHERE store_id = $1 LIMIT 1', [store.storeId])) continue;
      await seedStore(tx, store, now);
      await seedShoppingStore(tx, store);
      report.stores.push(store.storeId);
    }
    if (!(await exists(tx, 'SELECT 1 FROM customers WHERE lower(email) = $1', [DEMO_MEMBER.email]))) {
      await seedMember(tx);
      report.member = true;
    }
    await seedMemberSales(tx, stores, now);
    if (!(await exists(tx, 'SELECT 1 FROM orders LIMIT 1'))) await seedMemberData(tx, now);
    if (!(await exists(tx, 'SELECT 1 FROM newsletter_sports LIMIT 1'))) await seedNewsletter(tx);
    await seedStories(tx, stores, now);
    if (!(await exists(tx, 'SELECT 1 FROM customers WHERE lower(email) = $1', [UNCONFIRMED_MEMBER.email]))) await seedUnconfirmedMember(tx);
    await seedContentBlocks(tx, stores);
    // Stored as it will be sent: no read has to sanitise it.
    await sanitiseStoredHtml(tx);
    if (report.catalog || report.stores.length) await rebuildSearchIndex(tx, stores);
    return report;
  });
}

/** True when nothing has been seeded yet (the server seeds then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await exists(db, 'SELECT 1 FROM categories LIMIT 1'));
}

async function exists(db: Db, sql: string, params: unknown[] = []): Promise<boolean> {
  return (await db.query(sql, params)).length > 0;
}

/** The demo category tree (also under generated catalogs: scripts/bench/search-catalog.ts). */
export async function seedCategories(db: Db): Promise<void> {
  await insertRows(
    db,
    'categories',
    { id: 'integer', parent_id: 'integer', url_key: 'text', name: 'jsonb', position: 'integer' },
    CATEGORIES.map((c, position) => ({ id: c.id, parent_id: c.parentId, url_key: c.urlKey, name: c.name, position })),
  );
}

async function seedCatalog(db: Db): Promise<void> {
  await seedCategories(db);
  await insertRows(
    db,
    'brands',
    { id: 'integer', name: 'text', url_key: 'text', brand_page_id: 'integer' },
    BRANDS.map((b) => ({ id: b.id, name: b.name, url_key: b.urlKey, brand_page_id: b.brandPageId })),
  );
  await insertRows(
    db,
    'products',
    PRODUCT_COLUMNS,
    PRODUCTS.map((p) => ({
      id: p.id,
      sku: p.sku,
      type: p.type,
      brand_id: p.brandId,
      name: p.name,
      description: productDetails(p.id).description,
      specifications: productDetails(p.id).specifications,
      stock: p.stock,
      image_url: productImage(p.sku),
      gallery: productViews(productImage(p.sku)),
      fitting_form: p.fittingForm ?? null,
      attributes: p.attributes ?? {},
    })),
  );
  await insertRows(
    db,
    'product_categories',
    { category_id: 'integer', product_id: 'integer', position: 'integer' },
    PRODUCTS.flatMap((p, position) => p.categories.map((category_id) => ({ category_id, product_id: p.id, position }))),
  );
  const options = PRODUCTS.flatMap((p) => (p.options ?? []).map((o, position) => ({ ...o, productId: p.id, position })));
  await insertRows(
    db,
    'product_options',
    { id: 'integer', product_id: 'integer', attribute_code: 'text', label: 'jsonb', position: 'integer' },
    options.map((o) => ({ id: o.id, product_id: o.productId, attribute_code: o.attribute, label: o.label, position: o.position })),
  );
  await insertRows(
    db,
    'product_option_values',
    { id: 'integer', option_id: 'integer', value: 'text', sku: 'text', stock: 'integer', position: 'integer' },
    options.flatMap((o) =>
      o.values.map((v, i) => {
        const sku = PRODUCTS.find((p) => p.id === o.productId)!.sku;
        return { id: o.id * 100 + i + 1, option_id: o.id, value: v.value, sku: `${sku}-${v.value.replace(/\W+/g, '')}`, stock: v.stock, position: i };
      }),
    ),
  );
  const bundleOptions = PRODUCTS.flatMap((p) => (p.bundle ?? []).map((o, position) => ({ ...o, productId: p.id, position })));
  await insertRows(
    db,
    'bundle_options',
    { id: 'integer', product_id: 'integer', label: 'jsonb', required: 'boolean', position: 'integer' },
    bundleOptions.map((o) => ({ id: o.id, product_id: o.productId, label: o.label, required: o.required, position: o.position })),
  );
  await insertRows(
    db,
    'bundle_selections',
    { id: 'integer', option_id: 'integer', product_id: 'integer', default_qty: 'integer', position: 'integer' },
    bundleOptions.flatMap((o) => o.selections.map((s, position) => ({ id: s.id, option_id: o.id, product_id: s.productId, default_qty: s.qty, position }))),
  );
}

async function seedStore(db: Db, store: StoreConfig, now: Date): Promise<void> {
  const lang = seedLanguage(store.language);
  // The blog and advice pages are English: a store in another language (even one seeded with the English pages) has neither.
  const articles = articlesFor(store, store.language);
  const day = 24 * 60 * 60 * 1000;
  await insertRows(
    db,
    'product_prices',
    { product_id: 'integer', store_id: 'integer', price: 'numeric', rrp: 'numeric', special_price: 'numeric' },
    PRODUCTS.map((p) => ({ product_id: p.id, store_id: store.storeId, ...storePrice(p.price, store.currency.code) })),
  );
  await insertRows(
    db,
    'category_events',
    {
      event_id: 'integer',
      category_id: 'integer',
      store_id: 'integer',
      name: 'jsonb',
      start_date: 'timestamptz',
      end_date: 'timestamptz',
      sale_type: 'smallint',
      card_type: 'text',
    },
    EVENTS.map((e) => ({
      event_id: eventId(store.storeId, e),
      category_id: e.categoryId,
      store_id: store.storeId,
      name: e.name,
      start_date: new Date(now.getTime() + e.startDays * day).toISOString(),
      end_date: new Date(now.getTime() + e.endDays * day).toISOString(),
      sale_type: e.saleType,
      card_type: e.cardType,
    })),
  );
  await insertRows(
    db,
    'url_rewrites',
    { store_id: 'integer', request_path: 'text', page_type: 'text', entity_id: 'integer', redirect_url: 'text', redirect_type: 'text', metadata: 'jsonb' },
    [...rewritesFor(store.storeId, lang), ...articles.map((article) => cmsPageAt(article.path, article.identifier))].map((r) => ({
      store_id: store.storeId,
      request_path: r.path,
      page_type: r.pageType,
      entity_id: r.entityId,
      redirect_url: r.redirect?.url ?? null,
      redirect_type: r.redirect?.type ?? null,
      metadata: r.metadata,
    })),
  );
  await insertRows(
    db,
    'cms_pages',
    { store_id: 'integer', identifier: 'text', title: 'text', content: 'text', meta_description: 'text' },
    [...cmsPagesFor(store, lang), ...articles].map((page) => ({
      store_id: store.storeId,
      identifier: page.identifier,
      title: page.title,
      content: page.content,
      meta_description: page.metaDescription,
    })),
  );
  await insertNavigation(db, store.storeId, 'header', headerFor(lang), null);
  await insertNavigation(db, store.storeId, 'footer', footerFor(lang), null);
}

// One row at a time: each child needs its parent's generated id.
async function insertNavigation(db: Db, storeId: number, type: 'header' | 'footer', items: SeedNavItem[], parentId: number | null): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO navigation_items (store_id, type, parent_id, label, url, category_id, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [storeId, type, parentId, item.label, item.url, item.categoryId ?? null, position],
    );
    if (item.children?.length) await insertNavigation(db, storeId, type, item.children, row!.id);
  }
}

async function seedMember(db: Db): Promise<void> {
  const m = DEMO_MEMBER;
  await db.query(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, store_id, gender, referral_code, is_confirmed, reward_points)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
    [m.id, m.email, await hashPassword(m.password), m.firstname, m.lastname, m.storeId, m.gender, m.referralCode, m.isConfirmed, m.rewardPoints],
  );
  // The id was given explicitly; move the identity past it so that sign-ups do not collide.
  await db.query(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`);
}
