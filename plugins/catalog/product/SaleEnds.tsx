import { Trans } from '@lingui/react/macro';
import { callLoaded, dateFormat, type PluginContext, type ReplyOf, usePlugin } from '../../../core/plugin-api.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import type { productCategoryEvent } from '../../../contracts/catalog.ts';

type CategoryEvent = { eventId: number; endDate: string };
export type CategoryEvents = ReplyOf<typeof productCategoryEvent>;

/** Spec 02 section 7: product-category-event with store_ids and category_ids. */
export const loadCategoryEvents = (ctx: PluginContext<'catalog'>, categoryId: number, signal: AbortSignal): Promise<CategoryEvents> =>
  callLoaded(ctx.api, async () => (await import('../../../contracts/catalog.ts')).productCategoryEvent, {
    query: { store_ids: String(ctx.store.storeId), category_ids: String(categoryId) },
    signal,
  });

/** The sale a product is in that ends first (the server sends them soonest ending first), or null. */
export const endingFirst = (events: readonly CategoryEvent[]): CategoryEvent | null =>
  events.reduce<CategoryEvent | null>((first, event) => (first === null || event.endDate < first.endDate ? event : first), null);

/**
 * Spec 02 section 3 (category event) and section 7 (product-category-event, store_ids and
 * category_ids): a product page says when the sale of its category ends. Nothing when the
 * category is in no live sale, or when the call fails (logged).
 */
export function SaleEnds({
  categoryId,
  signal,
  initial,
}: {
  categoryId: number;
  signal: AbortSignal;
  /** The events the server fetched for its page. */
  initial?: CategoryEvents | undefined;
}) {
  const ctx = usePlugin<'catalog'>();
  const events = useRemote((s) => loadCategoryEvents(ctx, categoryId, s), [categoryId], { signal, logger: ctx.logger, initial });
  const first = events.status === 'ready' ? endingFirst(events.data.events) : null;
  if (!first) return null;
  const ends = dateFormat(ctx.store.currency.priceLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ctx.store.timeZone,
  }).format(new Date(first.endDate));
  return (
    <p className="product__sale-ends" data-testid="product-sale-ends">
      <Trans>This sale ends on {ends}</Trans>
    </p>
  );
}
