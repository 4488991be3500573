import type { Db } from '../db/db.ts';

/** Whose basket: the member's when logged in, otherwise the visitor session's. */
export interface BasketOwner {
  sessionId: string;
  customerId: number | null;
}

export interface BasketRow {
  id: number;
  session_id: string | null;
  customer_id: number | null;
  coupon_code: string | null;
  reward_points_used: number;
}

const COLUMNS = 'id, session_id, customer_id, coupon_code, reward_points_used';

function ownerWhere(owner: BasketOwner): [string, unknown] {
  return owner.customerId !== null ? ['customer_id = $1', owner.customerId] : ['session_id = $1', owner.sessionId];
}

/** The owner's basket, or null when they have none yet. `forUpdate` locks it for the transaction. */
export async function findBasket(db: Db, owner: BasketOwner, forUpdate = false): Promise<BasketRow | null> {
  const [where, param] = ownerWhere(owner);
  const [row] = await db.query<BasketRow>(`SELECT ${COLUMNS} FROM baskets WHERE ${where}${forUpdate ? ' FOR UPDATE' : ''}`, [param]);
  return row ?? null;
}

/** The owner's basket, created when missing (safe against two requests creating it at once). */
export async function ensureBasket(db: Db, owner: BasketOwner): Promise<BasketRow> {
  const existing = await findBasket(db, owner, true);
  if (existing) return existing;
  const conflictColumn = owner.customerId !== null ? 'customer_id' : 'session_id';
  await db.query(
    `INSERT INTO baskets (session_id, customer_id) VALUES ($1, $2) ON CONFLICT (${conflictColumn}) DO NOTHING`,
    owner.customerId !== null ? [null, owner.customerId] : [owner.sessionId, null],
  );
  return (await findBasket(db, owner, true))!;
}

export async function touchBasket(db: Db, basketId: number): Promise<void> {
  await db.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId]);
}

/** Guest baskets of sessions that are gone (expired or replaced at login and not merged). */
export async function deleteOrphanGuestBaskets(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM baskets b WHERE b.session_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = b.session_id)
        AND b.updated_at < now() - interval '1 day'
      RETURNING 1`,
  );
  return rows.length;
}
