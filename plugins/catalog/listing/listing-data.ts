import type { ProductPrice } from '../../../contracts/catalog.ts';
import type { catProductsEs } from '../../../contracts/catalog.ts';
import { callLoaded, canSeePrices, type PluginContext, type ReplyOf } from '../../../core/plugin-api.ts';
import type { ListingQuery } from './listing-query.ts';
import { listingApiQuery } from './listing-filters.ts';
import { fetchPrices } from '../prices.ts';

export type ListingReply = ReplyOf<typeof catProductsEs>;

/** One page of a listing, and the prices of its products when the shopper may see them (null: not asked). */
export interface ListingData {
  reply: ListingReply;
  prices: Record<number, ProductPrice> | null;
}

export function loadListingReply(ctx: PluginContext<'catalog'>, query: ListingQuery, pageSize: number, signal: AbortSignal): Promise<ListingReply> {
  return callLoaded(ctx.api, async () => (await import('../../../contracts/catalog.ts')).catProductsEs, {
    query: {
      storeId: ctx.store.storeId,
      categoryId: query.categoryId,
      eventId: query.eventId,
      brandId: query.brandId,
      saleType: query.saleType,
      q: query.q,
      page: query.page,
      size: pageSize,
      ...listingApiQuery(query.filters),
      facets: '1',
    },
    signal,
  });
}

/**
 * A listing page with its prices, for a page the server renders: the shopper sees names and
 * prices at once. In the browser the grid asks for the prices after the cards (6 at a time).
 */
export async function loadListing(ctx: PluginContext<'catalog'>, query: ListingQuery, pageSize: number, signal: AbortSignal): Promise<ListingData> {
  const reply = await loadListingReply(ctx, query, pageSize, signal);
  if (!canSeePrices(ctx.session) || reply.items.length === 0) return { reply, prices: null };
  const prices: Record<number, ProductPrice> = {};
  await fetchPrices(
    ctx,
    reply.items.map((item) => item.productId),
    signal,
    (found) => found.forEach((price) => (prices[price.productId] = price)),
  );
  return { reply, prices };
}
