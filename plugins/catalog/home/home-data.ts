import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { hpData, type SaleEvent } from '../../../contracts/home.ts';

/**
 * Spec 02 section 7: hp-data is fetched once per session (a failure is not kept, so the next
 * visit asks again). One per kernel: in the browser that is the tab, on the server one request.
 */
export function createHomeEvents(ctx: PluginContext<'catalog'>): () => Promise<SaleEvent[]> {
  let cached: Promise<SaleEvent[]> | null = null;
  return () =>
    (cached ??= ctx.api
      .call(hpData, { query: { storeId: ctx.store.storeId, genderId: ctx.session.genderId ?? undefined } })
      .then((reply) => reply.events)
      .catch((error: unknown) => {
        cached = null;
        throw error;
      }));
}

/** Flash cards first, then inline cards; each group by soonest end. */
export function orderEvents(events: readonly SaleEvent[]): { flash: SaleEvent[]; inline: SaleEvent[] } {
  const byEnd = (a: SaleEvent, b: SaleEvent) => a.endDate.localeCompare(b.endDate);
  return {
    flash: events.filter((e) => e.cardType === 'Flash').sort(byEnd),
    inline: events.filter((e) => e.cardType === 'Inline').sort(byEnd),
  };
}
