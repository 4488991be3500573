import { categoryUrl } from '../../../contracts/categories.ts';
import {
  productsRecommended,
  productsRelated,
  productsRelatedBrand,
  RECOMMENDED_COUNT,
  relatedSales,
  type PricedCard,
  type RelatedSale,
} from '../../../contracts/product-extras.ts';
import type { ProductDetailView } from '../../../contracts/product-page-service.ts';
import type { ApiClient, ScopedLogger, StoreConfig } from '../../../core/plugin-api.ts';

export interface ProductExtras {
  related: PricedCard[];
  brand: PricedCard[];
  recommended: PricedCard[];
  sales: RelatedSale[];
  /** The product's category page, for "More in …". */
  category: { name: string; url: string } | null;
}

type Product = Pick<ProductDetailView, 'productId' | 'categoryId' | 'brandId'>;

/**
 * Everything below a product page's purchase form, in parallel: related products, more of the
 * brand, 12 recommendations, the sales of its department and its category's page. A part that
 * fails is left empty (and logged): the others still show.
 */
export async function loadProductExtras(
  api: ApiClient,
  store: Pick<StoreConfig, 'storeId'>,
  product: Product,
  customerGroupId: number,
  logger: ScopedLogger,
  signal?: AbortSignal,
): Promise<ProductExtras> {
  const query = { storeId: store.storeId, productId: product.productId };
  const settle = async <T>(part: string, load: Promise<T>, fallback: T): Promise<T> => {
    try {
      return await load;
    } catch (error) {
      if (!signal?.aborted) logger.warn(`product page ${part} failed to load`, error);
      return fallback;
    }
  };
  const [related, brand, recommended, sales, category] = await Promise.all([
    settle('related products', api.call(productsRelated, { query, signal }), { items: [] }),
    settle('brand products', product.brandId === null ? Promise.resolve({ items: [] }) : api.call(productsRelatedBrand, { query, signal }), { items: [] }),
    settle('recommendations', api.call(productsRecommended, { query: { ...query, limit: RECOMMENDED_COUNT }, signal }), { items: [] }),
    settle('related sales', api.call(relatedSales, { query: { storeId: store.storeId, categoryId: product.categoryId ?? 1, customerGroupId }, signal }), {
      items: [],
    }),
    settle(
      'category link',
      product.categoryId === null
        ? Promise.resolve(null)
        : api.call(categoryUrl, { query: { storeId: store.storeId, categoryId: product.categoryId }, signal }),
      null,
    ),
  ]);
  return {
    related: related.items,
    brand: brand.items,
    recommended: recommended.items,
    sales: sales.items,
    category: category ? { name: category.name, url: category.url } : null,
  };
}
