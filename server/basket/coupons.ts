import type { Db } from '../db/db.ts';
import { fromCents, toCents } from '../catalog/catalog.ts';

export interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  min_subtotal: number;
  starts_at: Date | null;
  expires_at: Date | null;
  is_active: boolean;
}

/** Coupon codes are stored upper-case; a shopper may type any case and stray spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>('SELECT code, kind, amount, min_subtotal, starts_at, expires_at, is_active FROM coupons WHERE code = $1', [
    normaliseCode(code),
  ]);
  return row ?? null;
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; reason: 'invalid' | 'expired' | 'minimum'; minimum?: number };

/** What a coupon takes off a subtotal now, or why it does not apply. */
export function evaluateCoupon(coupon: CouponRow, subtotalCents: number, now: Date = new Date()): CouponCheck {
  if (!coupon.is_active || (coupon.starts_at && coupon.starts_at > now)) return { ok: false, reason: 'invalid' };
  if (coupon.expires_at && coupon.expires_at <= now) return { ok: false, reason: 'expired' };
  const minimum = toCents(coupon.min_subtotal);
  if (minimum > 0 && subtotalCents <= minimum) return { ok: false, reason: 'minimum', minimum: fromCents(minimum) };
  const discount = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.amount) / 100) : toCents(coupon.amount);
  return { ok: true, discountCents: Math.min(discount, subtotalCents) };
}
