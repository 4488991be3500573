import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { hpData, type SaleEvent } from '../../../contracts/home.ts';

let cached: Promise<SaleEvent[]> | null = null;

/** Spec 02 section 7: hp-data is fetched once per session (a failure is not cached). */
export function homeEvents(ctx: PluginContext<'catalog'>): Promise<SaleEvent[]> {
  cached ??= ctx.api
    .call(hpData, { query: { storeId: ctx.store.storeId, genderId: ctx.session.genderId ?? undefined } })
    .then((reply) => reply.events)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

/** Flash cards first, then inline cards; each group by soonest end. */
export function orderEvents(events: readonly SaleEvent[]): { flash: SaleEvent[]; inline: SaleEvent[] } {
  const byEnd = (a: SaleEvent, b: SaleEvent) => a.endDate.localeCompare(b.endDate);
  return {
    flash: events.filter((e) => e.cardType === 'Flash').sort(byEnd),
    inline: events.filter((e) => e.cardType === 'Inline').sort(byEnd),
  };
}
