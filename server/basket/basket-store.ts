import type { Db } from '../db/db.ts';

/** Whose basket: the member's when logged in, otherwise the visitor session's. */
export interface BasketOwner {
  /** The session's key (Session.key, never the cookie's id). */
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

/** One basket line as stored: the product, what was chosen, and how many. */
export interface LineChoice {
  productId: number;
  options: Record<string, number>;
  bundleSelections: Record<string, Record<string, number>>;
  /** Identifies the choice: the same product with the same choice is one line. */
  key: string;
  qty: number;
}

/**
 * Adds to the owner's basket (created when missing) in one statement, so it needs no transaction
 * and no lock held across round trips: the line is inserted, or its quantity raised only while
 * the sum stays within `stock`. PostgreSQL decides a conflicting insert against the committed
 * line, so parallel adds cannot pass the stock together. Returns null when the stock refuses.
 */
export async function addToBasket(db: Db, owner: BasketOwner, line: LineChoice, stock: number): Promise<BasketRow | null> {
  const conflictColumn = owner.customerId !== null ? 'customer_id' : 'session_id';
  const [row] = await db.query<BasketRow>(
    `WITH basket AS (
       INSERT INTO baskets (session_id, customer_id) VALUES ($1, $2)
       ON CONFLICT (${conflictColumn}) DO UPDATE SET updated_at = now()
       RETURNING ${COLUMNS}
     ), line AS (
       INSERT INTO basket_items (basket_id, product_id, options, bundle_selections, choice_key, qty)
       SELECT basket.id, $3, $4::jsonb, $5::jsonb, $6, $7 FROM basket
       ON CONFLICT (basket_id, product_id, choice_key) DO UPDATE SET qty = basket_items.qty + EXCLUDED.qty
       WHERE basket_items.qty + EXCLUDED.qty <= $8
       RETURNING basket_id
     )
     SELECT basket.* FROM basket JOIN line ON line.basket_id = basket.id`,
    [
      owner.customerId !== null ? null : owner.sessionId,
      owner.customerId,
      line.productId,
      JSON.stringify(line.options),
      JSON.stringify(line.bundleSelections),
      line.key,
      line.qty,
      stock,
    ],
  );
  return row ?? null;
}

export async function touchBasket(db: Db, basketId: number): Promise<void> {
  await db.query('UPDATE baskets SET updated_at = now() WHERE id = $1', [basketId]);
}

/**
 * Guest baskets past their age: unused for `guestDays`, or their session gone (expired, or
 * replaced at login and not merged) for a day. A member's basket is kept.
 */
export async function deleteOldGuestBaskets(db: Db, guestDays: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM baskets b WHERE b.session_id IS NOT NULL AND b.customer_id IS NULL
        AND (b.updated_at <= now() - make_interval(days => $1)
             OR (b.updated_at < now() - interval '1 day' AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = b.session_id)))
      RETURNING 1`,
    [guestDays],
  );
  return rows.length;
}
