import type { FastifyRequest } from 'fastify';
import type { customerDetailsUpdate, userSync } from '../../contracts/account.ts';
import type { ReplyOf } from '../../core/api/endpoint.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { forgetOtherDevices } from '../auth/known-devices.ts';
import { isStrongPassword } from '../auth/member-access.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import type { ParsedBodyOf } from '../http/route.ts';
import { message } from '../members/messages.ts';
import { getSession } from '../session/session.ts';
import { endOtherSessions } from '../session/session-store.ts';

interface CustomerRow {
  email: string;
  firstname: string;
  lastname: string;
  gender: number | null;
  country_id: string | null;
  language: string | null;
  currency: string | null;
  referral_code: string;
  password_hash: string;
}

async function loadCustomer(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.query<CustomerRow>(
    'SELECT email, firstname, lastname, gender, country_id, language, currency, referral_code, password_hash FROM customers WHERE id = $1',
    [id],
  );
  return row!;
}

/** user-sync: the member's details, with the store's country, language and currency where they chose none. */
export async function memberDetails(db: Db, customerId: number, store: StoreConfig): Promise<ReplyOf<typeof userSync>> {
  const c = await loadCustomer(db, customerId);
  return {
    email: c.email,
    firstName: c.firstname,
    lastName: c.lastname,
    currentCountry: { code: c.country_id ?? store.country },
    gender: { id: c.gender },
    language: { name: c.language ?? store.language },
    currencyCode: c.currency ?? store.currency.code,
    referralCode: c.referral_code,
  };
}

/**
 * customer-details-update. Whoever holds a session must not be able to take the account: a new
 * email or password needs the current password. A new password signs the member out elsewhere.
 */
export async function updateMemberDetails(
  db: Db,
  request: FastifyRequest,
  customerId: number,
  store: StoreConfig,
  body: ParsedBodyOf<typeof customerDetailsUpdate>,
): Promise<ReplyOf<typeof customerDetailsUpdate>> {
  const locale = store.locale;
  const current = await loadCustomer(db, customerId);
  let passwordHash = current.password_hash;
  const emailChanges = body.email.trim().toLowerCase() !== current.email.toLowerCase();
  if (emailChanges && !body.password && !body.current_password) return { success: false, message: message('emailNeedsPassword', locale) };
  if (body.password || emailChanges) {
    if (!body.current_password || !(await verifyPassword(body.current_password, current.password_hash))) {
      return { success: false, message: message('currentPasswordWrong', locale) };
    }
  }
  if (body.password) {
    if (!isStrongPassword(body.password)) return { success: false, message: message('weakPassword', locale) };
    passwordHash = await hashPassword(body.password);
  }
  const gender = body.gender === 1 || body.gender === 2 ? body.gender : null;
  const updated = await db.query(
    `UPDATE customers SET email = lower($2), firstname = $3, lastname = $4, gender = $5, country_id = $6, language = $7, currency = $8,
       password_hash = $9, updated_at = now()
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM customers o WHERE lower(o.email) = lower($2) AND o.id <> $1) RETURNING 1`,
    [
      customerId,
      body.email.trim(),
      body.firstname.trim(),
      body.lastname.trim(),
      gender,
      body.country_id.toUpperCase(),
      body.language,
      body.currency.toUpperCase(),
      passwordHash,
    ],
  );
  if (updated.length === 0) return { success: false, message: message('emailRefused', locale) };
  if (body.password) {
    await endOtherSessions(db, customerId, (await getSession(request)).key);
    await forgetOtherDevices(request, customerId);
  }
  return { success: true, message: message('detailsSaved', locale) };
}

/** The member's brand interests: every brand, the chosen ones selected. */
export function brandInterestsOf(db: Db, customerId: number): Promise<{ id: number; name: string; selected: boolean }[]> {
  return db.query<{ id: number; name: string; selected: boolean }>(
    `SELECT b.id, b.name, (i.brand_id IS NOT NULL) AS selected FROM brands b
     LEFT JOIN customer_brand_interests i ON i.brand_id = b.id AND i.customer_id = $1 ORDER BY b.name`,
    [customerId],
  );
}

/** Replaces the member's brand interests (unknown brand ids are left out). */
export async function saveBrandInterests(db: Db, customerId: number, brandIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM customer_brand_interests WHERE customer_id = $1', [customerId]);
    await tx.query(`INSERT INTO customer_brand_interests (customer_id, brand_id) SELECT $1, id FROM brands WHERE id = ANY($2::int[]) ON CONFLICT DO NOTHING`, [
      customerId,
      brandIds,
    ]);
  });
}
