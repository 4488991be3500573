import { LOCAL_RECENTLY_VIEWED_LIMIT, RECENTLY_VIEWED_LIMIT, recentlyViewed, type RecentlyViewedProduct } from '../../contracts/recently-viewed.ts';
import type { ApiClient, StoreConfig } from '../../core/plugin-api.ts';

/**
 * The recently viewed products to show: a member's from the server (the newest 30), a guest's
 * from the ids kept in this browser, with the store's names, pictures and prices.
 */
export async function loadRecentlyViewed(
  api: ApiClient,
  store: Pick<StoreConfig, 'storeId'>,
  member: boolean,
  localIds: () => number[],
  signal?: AbortSignal,
): Promise<RecentlyViewedProduct[]> {
  if (member) return (await api.call(recentlyViewed, { query: { storeId: store.storeId, limit: RECENTLY_VIEWED_LIMIT }, signal })).items;
  const ids = localIds();
  if (ids.length === 0) return [];
  const query = { storeId: store.storeId, limit: LOCAL_RECENTLY_VIEWED_LIMIT, product_ids: ids.join(',') };
  return (await api.call(recentlyViewed, { query, signal })).items;
}
