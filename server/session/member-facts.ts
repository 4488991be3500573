import type { StoreConfig } from '../../core/store/types.ts';
import { findBasket } from '../basket/basket-store.ts';
import { loadBasketState } from '../basket/basket-view.ts';
import type { Db } from '../db/db.ts';

/** Orders still on their way: placed and not yet shipped in full, delivered or cancelled. */
export const OPEN_ORDER_STATUSES = ['pending', 'processing', 'partially_shipped'] as const;

/** The session's facts that come from the member's orders and addresses and from the basket. */
export interface SessionFacts {
  currentOrders: number;
  billingCountry: string | null;
  freeDeliveryEnabled: boolean;
}

/** A first visit's facts: no orders, no address, no basket. */
export const FIRST_VISIT_FACTS: SessionFacts = { currentOrders: 0, billingCountry: null, freeDeliveryEnabled: false };

async function openOrders(db: Db, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE customer_id = $1 AND NOT is_historical AND status = ANY($2::text[])',
    [customerId, OPEN_ORDER_STATUSES],
  );
  return row?.n ?? 0;
}

async function defaultBillingCountry(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db.query<{ country_id: string }>(
    'SELECT country_id FROM customer_addresses WHERE customer_id = $1 AND is_default_billing ORDER BY id LIMIT 1',
    [customerId],
  );
  return row?.country_id ?? null;
}

/**
 * Whether the shopper's basket ships free under the store's rule (the basket's own delivery
 * figure, so the session and the basket never disagree); an empty basket has nothing to ship.
 */
async function basketShipsFree(db: Db, owner: { sessionId: string; customerId: number | null }, store: StoreConfig): Promise<boolean> {
  const basket = await findBasket(db, owner);
  if (!basket) return false;
  const state = await loadBasketState(db, basket, store, owner.customerId);
  return state.lines.length > 0 && state.deliveryCents === 0;
}

export async function sessionFacts(db: Db, owner: { sessionId: string; customerId: number | null }, store: StoreConfig): Promise<SessionFacts> {
  const member = owner.customerId;
  const [currentOrders, billingCountry, freeDeliveryEnabled] = await Promise.all([
    member === null ? 0 : openOrders(db, member),
    member === null ? null : defaultBillingCountry(db, member),
    basketShipsFree(db, owner, store),
  ]);
  return { currentOrders, billingCountry, freeDeliveryEnabled };
}
