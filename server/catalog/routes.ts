import type { FastifyInstance } from 'fastify';
import { brandList } from '../../contracts/brands.ts';
import {
  bestsellers,
  brandBestsellersNew,
  brandBlocks,
  catProductsEs,
  categoryPrices,
  productCategoryEvent,
  productDispatchDate,
  singleProduct,
  type Bestseller,
} from '../../contracts/catalog.ts';
import { catSubcategories, categoryUrl } from '../../contracts/categories.ts';
import { hpData, pssHpData } from '../../contracts/home.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { brandIndex, brandPage } from './brand-store.ts';
import { bestsellerRows, categoryTree, idList, MAX_ID, storeOr404, toBestsellerCard, type BestsellerRow } from './catalog.ts';
import { categoryEvents, categoryPage, subcategories } from './category-store.ts';
import { dispatchDates } from './dispatch-dates.ts';
import { homeEvents } from './home-events.ts';
import { productListing } from './listing.ts';
import { listedPrices } from './price-history.ts';
import { loadProductDetail } from './product-detail.ts';

/**
 * The endpoints of contracts/catalog.ts, home.ts, brands.ts and categories.ts: listings, products,
 * prices, bestsellers, the home page's sales, brands and categories. All but the dispatch dates
 * are the same for everyone asking alike, so they are cached as public replies.
 */
export function catalogRoutes(app: FastifyInstance): void {
  productRoutes(app);
  bestsellerRoutes(app);
  browseRoutes(app);
}

function toBestseller(row: BestsellerRow, language: string): Bestseller {
  const card = toBestsellerCard(row, language);
  return { productId: card.productId, productName: card.name, brandName: card.brandName, productImageUrl: card.imageUrl, url: card.url };
}

/** Listings, one product, listed products' prices, their sales events and dispatch dates. */
function productRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;
  const minute = { publicSeconds: 60 };

  route(app, catProductsEs, ({ query }) => productListing(db, storeOr404(app, query.storeId), query), minute);

  route(
    app,
    singleProduct,
    async ({ params, query }) => {
      const detail = await loadProductDetail(db, params.id, storeOr404(app, query.storeId));
      if (!detail) throw new HttpError(404, `No product ${params.id}`);
      return detail;
    },
    minute,
  );

  route(
    app,
    categoryPrices,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      return { currency: store.currency.code, prices: await listedPrices(db, store, idList(query.productIds, 42)) };
    },
    minute,
  );

  route(
    app,
    productCategoryEvent,
    ({ query }) =>
      categoryEvents(
        db,
        idList(query.store_ids, 50).filter((id) => stores.byId(id)),
        idList(query.category_ids, 200),
      ),
    minute,
  );

  route(
    app,
    productDispatchDate,
    ({ query, request, reply }) => {
      storeOr404(app, query.storeId);
      return dispatchDates(db, query, request, reply);
    },
    // A product's estimate is everyone's; a basket line's or an order line's is its owner's.
    {
      publicSeconds: 60,
      publicWhen: ({ query }) => {
        const { cartItemId, orderItemId } = query as Record<string, unknown>;
        return cartItemId === undefined && orderItemId === undefined;
      },
    },
  );
}

/** The store's bestsellers (see bestsellerRows for the ranking), of all or of a brand and/or a category. */
function bestsellerRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(
    app,
    bestsellers,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const rows = await bestsellerRows(db, store.storeId, {}, query.limit);
      return { items: rows.map((row) => toBestseller(row, store.language)) };
    },
    { publicSeconds: 300 },
  );

  // Unknown ids give an empty list.
  route(
    app,
    brandBestsellersNew,
    async ({ query }) => {
      const store = storeOr404(app, query.store_id);
      if ((query.brand_id ?? 0) > MAX_ID || (query.category_id ?? 0) > MAX_ID) return { items: [] };
      const categoryIds = query.category_id === undefined ? undefined : await categoryTree(db, query.category_id);
      if (categoryIds && !categoryIds.length) return { items: [] };
      const rows = await bestsellerRows(
        db,
        store.storeId,
        { ...(query.brand_id === undefined ? {} : { brandId: query.brand_id }), ...(categoryIds ? { categoryIds } : {}) },
        query.limit,
      );
      return { items: rows.map((row) => toBestseller(row, store.language)) };
    },
    { publicSeconds: 300 },
  );
}

/** The home page's sales (hp-data: everyone's; pss-hp-data: a member's group and gender), brands and categories. */
function browseRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const minute = { publicSeconds: 60 };

  route(app, hpData, async ({ query }) => ({ events: await homeEvents(db, storeOr404(app, query.storeId), null) }), minute);
  route(
    app,
    pssHpData,
    async ({ query }) => ({ events: await homeEvents(db, storeOr404(app, query.storeId), { groupId: query.groupId, genderId: query.genderId ?? null }) }),
    minute,
  );
  route(app, brandList, ({ query }) => brandIndex(db, storeOr404(app, query.storeId)), { publicSeconds: 300 });
  route(app, brandBlocks, ({ params, query }) => brandPage(db, storeOr404(app, query.storeId), params.brandPageId), { publicSeconds: 300 });
  route(app, catSubcategories, ({ query }) => subcategories(db, storeOr404(app, query.storeId), query.categoryId), minute);
  route(app, categoryUrl, ({ query }) => categoryPage(db, storeOr404(app, query.storeId), query.categoryId), minute);
}
