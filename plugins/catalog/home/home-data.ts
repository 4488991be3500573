import { callLoaded, type PluginContext } from '../../../core/plugin-api.ts';
import type { SaleEvent } from '../../../contracts/home.ts';

/** Whose home the page shows: a member's (pss-hp-data, by group and gender) or every visitor's (hp-data). */
export interface HomeAudience {
  groupId: number;
  genderId: number | null;
}

/** A signed-in member's group and gender; null for a visitor (the session's guest group). */
export function homeAudience(session: { isUserLoggedIn: boolean; genderId: number | null; raw: { group: number } | null }): HomeAudience | null {
  if (!session.isUserLoggedIn || !session.raw) return null;
  return { groupId: session.raw.group, genderId: session.genderId };
}

const audienceKey = (audience: HomeAudience | null) => (audience ? `${audience.groupId}:${audience.genderId ?? ''}` : 'visitor');

/**
 * Spec 02 section 7: hp-data and pss-hp-data are fetched once (a failure is not kept, so the next
 * visit asks again): a visitor's home from hp-data, a member's from pss-hp-data with the
 * member's group and gender; signing in or out asks again. One per kernel: in the browser that
 * is the tab, on the server one request.
 */
export function createHomeEvents(ctx: PluginContext<'catalog'>): () => Promise<SaleEvent[]> {
  let cached: { key: string; events: Promise<SaleEvent[]> } | null = null;
  return () => {
    const audience = homeAudience(ctx.session);
    const key = audienceKey(audience);
    if (cached?.key === key) return cached.events;
    const storeId = ctx.store.storeId;
    // The home is a first screen: its contract loads with the call.
    const contract = () => import('../../../contracts/home.ts');
    const reply = audience
      ? callLoaded(ctx.api, async () => (await contract()).pssHpData, {
          query: { storeId, groupId: audience.groupId, genderId: audience.genderId ?? undefined },
        })
      : callLoaded(ctx.api, async () => (await contract()).hpData, { query: { storeId, genderId: ctx.session.genderId ?? undefined } });
    const entry = {
      key,
      events: reply.then(
        (r) => r.events,
        (error: unknown) => {
          if (cached === entry) cached = null;
          throw error;
        },
      ),
    };
    cached = entry;
    return entry.events;
  };
}

/**
 * Flash cards apart from inline cards, each in the reply's order: the server's, soonest ending
 * first, and for a member (pss-hp-data) the sales of the member's gender before the others.
 */
export function orderEvents(events: readonly SaleEvent[]): { flash: SaleEvent[]; inline: SaleEvent[] } {
  return {
    flash: events.filter((e) => e.cardType === 'Flash'),
    inline: events.filter((e) => e.cardType === 'Inline'),
  };
}
