import type { billingAgreements, paymentProviderList, PaymentProvider, referral } from '../../contracts/account.ts';
import { fillPath, JOIN_PATH } from '../../contracts/storefront-paths.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { Db } from '../db/db.ts';

interface AgreementRow {
  id: number;
  provider: PaymentProvider;
  reference_id: string;
  method: string;
  label: string;
  method_code: string;
  detail: string;
  expires: string | null;
  status: 'active' | 'canceled';
  created_at: Date;
}

/** The member's saved payment details (cards, online wallet) of one provider. */
export async function paymentDetails(db: Db, customerId: number, provider: PaymentProvider): Promise<ReplyOf<typeof paymentProviderList>> {
  const rows = await db.query<AgreementRow>(
    `SELECT id, provider, label, method_code, detail, expires FROM billing_agreements WHERE customer_id = $1 AND provider = $2 AND status = 'active' ORDER BY id`,
    [customerId, provider],
  );
  return {
    items: rows.map((r) => ({ agreementId: r.id, provider: r.provider, label: r.label, methodCode: r.method_code, detail: r.detail, expires: r.expires })),
  };
}

/** Deletes one of the member's saved payment details; false when it is not theirs. */
export async function deletePaymentDetail(db: Db, customerId: number, agreementId: number, provider: PaymentProvider): Promise<boolean> {
  const deleted = await db.query('DELETE FROM billing_agreements WHERE id = $1 AND customer_id = $2 AND provider = $3 RETURNING 1', [
    agreementId,
    customerId,
    provider,
  ]);
  return deleted.length > 0;
}

export async function agreementsOf(db: Db, customerId: number): Promise<ReplyOf<typeof billingAgreements>> {
  const rows = await db.query<AgreementRow>('SELECT id, reference_id, method, status, created_at FROM billing_agreements WHERE customer_id = $1 ORDER BY id', [
    customerId,
  ]);
  return { items: rows.map((r) => ({ id: r.id, referenceId: r.reference_id, method: r.method, status: r.status, createdAt: r.created_at.toISOString() })) };
}

/** Cancels one of the member's billing agreements; false when it is not theirs. */
export async function cancelAgreement(db: Db, customerId: number, agreementId: number): Promise<boolean> {
  const updated = await db.query(`UPDATE billing_agreements SET status = 'canceled' WHERE id = $1 AND customer_id = $2 RETURNING 1`, [agreementId, customerId]);
  return updated.length > 0;
}

/** The referral page: the member's code, its link, their points and how many they brought. */
export async function referralOf(db: Db, customerId: number): Promise<ReplyOf<typeof referral>> {
  const [row] = await db.query<{ referral_code: string; reward_points: number; invited: number }>(
    `SELECT referral_code, reward_points, (SELECT count(*)::int FROM customers r WHERE r.referred_by = c.id) AS invited FROM customers c WHERE id = $1`,
    [customerId],
  );
  return {
    referralCode: row!.referral_code,
    shareUrl: fillPath(JOIN_PATH, { referer: row!.referral_code }),
    rewardPoints: row!.reward_points,
    invitedCount: row!.invited,
  };
}
