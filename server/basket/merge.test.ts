import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { DEMO_MEMBER } from '../db/seed-data/member.ts';
import { openTestDb } from '../test-support/test-support.ts';
import type { BasketOwner, BasketRow } from './basket-store.ts';
import { mergeGuestBasketIntoCustomer } from './merge.ts';

/** A basket for the owner (created when missing), as a test setup. */
async function ensureBasket(db: Db, owner: BasketOwner): Promise<BasketRow> {
  const [row] = await db.query<BasketRow>(
    `INSERT INTO baskets (session_id, customer_id) VALUES ($1, $2)
     ON CONFLICT (${owner.customerId !== null ? 'customer_id' : 'session_id'}) DO UPDATE SET updated_at = now()
     RETURNING id, session_id, customer_id, coupon_code, reward_points_used`,
    owner.customerId !== null ? [null, owner.customerId] : [owner.sessionId, null],
  );
  return row!;
}

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM baskets');
});

const GUEST = 'guest-session-id';
const member = { sessionId: 'member-session', customerId: DEMO_MEMBER.id };

async function addItem(basketId: number, productId: number, qty: number, options: Record<string, number> = {}) {
  const key = Object.entries(options)
    .map(([o, v]) => `${o}:${v}`)
    .join(',');
  await db.query('INSERT INTO basket_items (basket_id, product_id, options, choice_key, qty) VALUES ($1, $2, $3::jsonb, $4, $5)', [
    basketId,
    productId,
    JSON.stringify(options),
    key,
    qty,
  ]);
}

const items = (basketId: number) =>
  db.query<{ product_id: number; choice_key: string; qty: number }>(
    'SELECT product_id, choice_key, qty FROM basket_items WHERE basket_id = $1 ORDER BY product_id, choice_key',
    [basketId],
  );

describe('mergeGuestBasketIntoCustomer', () => {
  it('returns null and changes nothing when the guest has no basket', async () => {
    expect(await mergeGuestBasketIntoCustomer(db, GUEST, DEMO_MEMBER.id)).toBeNull();
    expect(await db.query('SELECT 1 FROM baskets')).toEqual([]);
  });

  it('hands the guest basket, items and coupon, to a member who has none', async () => {
    const guest = await ensureBasket(db, { sessionId: GUEST, customerId: null });
    await addItem(guest.id, 1006, 2);
    await db.query(`UPDATE baskets SET coupon_code = 'SKI10' WHERE id = $1`, [guest.id]);
    expect(await mergeGuestBasketIntoCustomer(db, GUEST, DEMO_MEMBER.id)).toBe(guest.id);
    const [row] = await db.query('SELECT session_id, customer_id, coupon_code FROM baskets WHERE id = $1', [guest.id]);
    expect(row).toEqual({ session_id: null, customer_id: DEMO_MEMBER.id, coupon_code: 'SKI10' });
    expect(await items(guest.id)).toEqual([{ product_id: 1006, choice_key: '', qty: 2 }]);
  });

  it('adds the guest items to the member basket: the same choice sums up, others join; the member coupon stays', async () => {
    const mine = await ensureBasket(db, member);
    await addItem(mine.id, 1006, 1);
    await addItem(mine.id, 1001, 1, { 101: 10102 });
    await db.query(`UPDATE baskets SET coupon_code = 'WELCOME5' WHERE id = $1`, [mine.id]);
    const guest = await ensureBasket(db, { sessionId: GUEST, customerId: null });
    await addItem(guest.id, 1006, 2);
    await addItem(guest.id, 1001, 1, { 101: 10103 });
    await db.query(`UPDATE baskets SET coupon_code = 'SKI10' WHERE id = $1`, [guest.id]);

    expect(await mergeGuestBasketIntoCustomer(db, GUEST, DEMO_MEMBER.id)).toBe(mine.id);
    expect(await items(mine.id)).toEqual([
      { product_id: 1001, choice_key: '101:10102', qty: 1 },
      { product_id: 1001, choice_key: '101:10103', qty: 1 },
      { product_id: 1006, choice_key: '', qty: 3 },
    ]);
    expect(await db.query('SELECT id FROM baskets')).toEqual([{ id: mine.id }]);
    expect((await db.query<{ coupon_code: string }>('SELECT coupon_code FROM baskets WHERE id = $1', [mine.id]))[0]!.coupon_code).toBe('WELCOME5');
  });

  it('takes the guest coupon when the member basket has none, and is a no-op when run twice', async () => {
    const mine = await ensureBasket(db, member);
    const guest = await ensureBasket(db, { sessionId: GUEST, customerId: null });
    await addItem(guest.id, 1018, 1);
    await db.query(`UPDATE baskets SET coupon_code = 'SKI10' WHERE id = $1`, [guest.id]);
    await mergeGuestBasketIntoCustomer(db, GUEST, DEMO_MEMBER.id);
    expect(await mergeGuestBasketIntoCustomer(db, GUEST, DEMO_MEMBER.id)).toBeNull();
    expect((await db.query<{ coupon_code: string }>('SELECT coupon_code FROM baskets WHERE id = $1', [mine.id]))[0]!.coupon_code).toBe('SKI10');
    expect(await items(mine.id)).toEqual([{ product_id: 1018, choice_key: '', qty: 1 }]);
  });
});
