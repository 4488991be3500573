import type { FastifyInstance } from 'fastify';
import {
  billingAgreementCancel,
  billingAgreements,
  paymentProviderDelete,
  paymentProviderList,
  referral,
  type PaymentProvider,
} from '../../contracts/account.ts';
import { route } from '../http/route.ts';
import { notFound, requireMember } from '../members/member.ts';
import { message } from '../members/messages.ts';

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

/** Payment details (cards, online wallet), billing agreements and the referral page. */
export function paymentRoutes(app: FastifyInstance): void {
  const { db } = app.summit;

  route(app, paymentProviderList, async ({ params, request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    const rows = await db.query<AgreementRow>(
      `SELECT id, provider, label, method_code, detail, expires FROM billing_agreements WHERE customer_id = $1 AND provider = $2 AND status = 'active' ORDER BY id`,
      [customerId, params.provider],
    );
    return {
      items: rows.map((r) => ({ agreementId: r.id, provider: r.provider, label: r.label, methodCode: r.method_code, detail: r.detail, expires: r.expires })),
    };
  });

  route(app, paymentProviderDelete, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const deleted = await db.query('DELETE FROM billing_agreements WHERE id = $1 AND customer_id = $2 AND provider = $3 RETURNING 1', [
      body.agreementId,
      customerId,
      body.provider,
    ]);
    if (deleted.length === 0) throw notFound(store);
    return { success: true, message: message('deleted', store.locale) };
  });

  route(app, billingAgreements, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    const rows = await db.query<AgreementRow>(
      'SELECT id, reference_id, method, status, created_at FROM billing_agreements WHERE customer_id = $1 ORDER BY id',
      [customerId],
    );
    return { items: rows.map((r) => ({ id: r.id, referenceId: r.reference_id, method: r.method, status: r.status, createdAt: r.created_at.toISOString() })) };
  });

  route(app, billingAgreementCancel, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const updated = await db.query(`UPDATE billing_agreements SET status = 'canceled' WHERE id = $1 AND customer_id = $2 RETURNING 1`, [params.id, customerId]);
    if (updated.length === 0) throw notFound(store);
    return { success: true, message: message('saved', store.locale) };
  });

  route(app, referral, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    const [row] = await db.query<{ referral_code: string; reward_points: number; invited: number }>(
      `SELECT referral_code, reward_points, (SELECT count(*)::int FROM customers r WHERE r.referred_by = c.id) AS invited FROM customers c WHERE id = $1`,
      [customerId],
    );
    return { referralCode: row!.referral_code, shareUrl: `/join/${row!.referral_code}`, rewardPoints: row!.reward_points, invitedCount: row!.invited };
  });
}
