import type { FastifyInstance } from 'fastify';
import { brandInterests, brandInterestsUpdate, countryAddressOptions, customerDetailsUpdate, userSync } from '../../contracts/account.ts';
import { verifyPassword, hashPassword } from '../auth/password.ts';
import { route } from '../http/route.ts';
import { requireMember } from '../members/member.ts';
import { message } from '../members/messages.ts';
import { isStrongPassword } from '../auth/member-access.ts';
import { getSession } from '../session/session.ts';
import { namesIn, shippingCountries } from '../stores/store-labels.ts';
import { endOtherSessions } from '../session/session-store.ts';

/** Countries a billing address may be in beyond those the shop delivers to (the countries of its stores). */
const BILLING_ONLY = ['NO', 'US'] as const;

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

/** user-sync, customer-details-update, country-address-options, brand interests. */
export function accountRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const load = async (id: number) =>
    (
      await db.query<CustomerRow>(
        'SELECT email, firstname, lastname, gender, country_id, language, currency, referral_code, password_hash FROM customers WHERE id = $1',
        [id],
      )
    )[0]!;

  route(app, userSync, async ({ request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const c = await load(customerId);
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
  });

  route(app, customerDetailsUpdate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const locale = store.locale;
    const current = await load(customerId);
    let passwordHash = current.password_hash;
    // Whoever holds a session must not be able to take the account: a new email or password needs the current password.
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
    if (body.password) await endOtherSessions(db, customerId, (await getSession(request)).id);
    return { success: true, message: message('detailsSaved', locale) };
  });

  route(app, countryAddressOptions, async ({ query }) => {
    const store = app.summit.stores.byId(query.store_id);
    const names = namesIn(store?.language ?? 'en');
    const shipping = shippingCountries(app.summit.stores.all);
    const codes = query.only_shipping === '1' ? shipping : [...shipping, ...BILLING_ONLY.filter((code) => !shipping.includes(code))];
    const countries = codes.map((code) => ({ code, name: names.region(code) ?? code }));
    countries.sort((a, b) => a.name.localeCompare(b.name, store?.language ?? 'en'));
    return { countries };
  });

  route(app, brandInterests, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    const rows = await db.query<{ id: number; name: string; selected: boolean }>(
      `SELECT b.id, b.name, (i.brand_id IS NOT NULL) AS selected FROM brands b
       LEFT JOIN customer_brand_interests i ON i.brand_id = b.id AND i.customer_id = $1 ORDER BY b.name`,
      [customerId],
    );
    return { brands: rows };
  });

  route(app, brandInterestsUpdate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM customer_brand_interests WHERE customer_id = $1', [customerId]);
      await tx.query(
        `INSERT INTO customer_brand_interests (customer_id, brand_id) SELECT $1, id FROM brands WHERE id = ANY($2::int[]) ON CONFLICT DO NOTHING`,
        [customerId, body.brandIds],
      );
    });
    return { success: true, message: message('saved', store.locale) };
  });
}
