import { hashPassword } from '../auth/password.ts';
import type { Db } from './db.ts';
import { insertRows } from './insert-rows.ts';
import { UNCONFIRMED_MEMBER } from './seed-data/member.ts';
import { DEMO_ADDRESSES, SECOND_MEMBER, SEED_AGREEMENTS, SEED_ORDER_ADDRESS, SEED_ORDERS } from './seed-data/orders.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The members' demo data: a second member, addresses, orders with shipments, payment agreements. */
export async function seedMemberData(db: Db, now: Date): Promise<void> {
  const m = SECOND_MEMBER;
  await db.query(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, store_id, referral_code, is_confirmed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true) ON CONFLICT DO NOTHING`,
    [m.id, m.email, await hashPassword(m.password), m.firstname, m.lastname, m.storeId, m.referralCode],
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`);

  await insertRows(
    db,
    'customer_addresses',
    {
      customer_id: 'integer',
      firstname: 'text',
      lastname: 'text',
      street: 'text',
      street2: 'text',
      city: 'text',
      postcode: 'text',
      region: 'text',
      country_id: 'text',
      telephone: 'text',
      is_default_shipping: 'boolean',
      is_default_billing: 'boolean',
    },
    DEMO_ADDRESSES.map(({ customerId, address: a, shipping, billing }) => ({
      customer_id: customerId,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      street2: a.street2,
      city: a.city,
      postcode: a.postcode,
      region: a.region,
      country_id: a.countryId,
      telephone: a.telephone,
      is_default_shipping: shipping,
      is_default_billing: billing,
    })),
  );

  await insertRows(
    db,
    'orders',
    {
      id: 'integer',
      customer_id: 'integer',
      store_id: 'integer',
      increment_id: 'text',
      created_at: 'timestamptz',
      status: 'text',
      is_historical: 'boolean',
      shipping_address: 'jsonb',
      billing_address: 'jsonb',
      dispatch_method: 'text',
      payment_method: 'text',
      payment_method_code: 'text',
      subtotal: 'numeric',
      delivery: 'numeric',
      discount: 'numeric',
      discount_description: 'text',
      self_cancel_enabled: 'boolean',
      self_edit_enabled: 'boolean',
    },
    SEED_ORDERS.map((o) => ({
      id: o.id,
      customer_id: o.customerId,
      store_id: o.storeId,
      increment_id: o.incrementId,
      created_at: new Date(now.getTime() - o.daysAgo * DAY).toISOString(),
      status: o.status,
      is_historical: o.historical ?? false,
      shipping_address: SEED_ORDER_ADDRESS(o.customerId),
      billing_address: SEED_ORDER_ADDRESS(o.customerId),
      dispatch_method: 'Standard delivery',
      payment_method: 'Visa •••• 4242',
      payment_method_code: 'adyen_cc_visa',
      subtotal: o.items.reduce((sum, i) => sum + i.price * i.qty, 0),
      delivery: o.delivery,
      discount: o.discount ?? 0,
      discount_description: o.discountDescription ?? null,
      self_cancel_enabled: o.selfCancel ?? false,
      self_edit_enabled: o.selfEdit ?? false,
    })),
  );
  await insertRows(
    db,
    'order_items',
    {
      id: 'integer',
      order_id: 'integer',
      product_id: 'integer',
      sku: 'text',
      name: 'text',
      brand_name: 'text',
      price: 'numeric',
      rrp: 'numeric',
      qty_ordered: 'integer',
      image: 'text',
      options: 'jsonb',
      group_key: 'text',
      bundle_type: 'text',
      virtual_type: 'text',
    },
    SEED_ORDERS.flatMap((o) =>
      o.items.map((i) => ({
        id: i.id,
        order_id: o.id,
        product_id: i.productId,
        sku: i.sku,
        name: i.name,
        brand_name: i.brandName,
        price: i.price,
        rrp: i.rrp,
        qty_ordered: i.qty,
        image: null,
        options: i.options ?? [],
        group_key: i.group?.key ?? null,
        bundle_type: i.group?.bundleType ?? null,
        virtual_type: i.virtualType ?? null,
      })),
    ),
  );
  await insertRows(
    db,
    'shipments',
    { id: 'integer', order_id: 'integer', shipped_at: 'timestamptz', status: 'text', status_history: 'jsonb', items: 'jsonb', tracking: 'jsonb' },
    SEED_ORDERS.flatMap((o) =>
      (o.shipments ?? []).map((s) => ({
        id: s.id,
        order_id: o.id,
        shipped_at: new Date(now.getTime() - (o.daysAgo - s.daysAfterOrder) * DAY).toISOString(),
        status: s.status,
        status_history: [...(s.history ?? []), s.status],
        items: s.items,
        tracking: s.tracking,
      })),
    ),
  );
  await insertRows(
    db,
    'billing_agreements',
    { customer_id: 'integer', provider: 'text', reference_id: 'text', method: 'text', method_code: 'text', label: 'text', detail: 'text', expires: 'text' },
    SEED_AGREEMENTS.map((a) => ({
      customer_id: a.customerId,
      provider: a.provider,
      reference_id: a.referenceId,
      method: a.method,
      method_code: a.methodCode,
      label: a.label,
      detail: a.detail,
      expires: a.expires,
    })),
  );
  // Explicit ids were given: move the identities past them.
  for (const table of ['orders', 'order_items', 'shipments']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
}

/** The unconfirmed demo member (no explicit id: added to a database seeded before them too). */
export async function seedUnconfirmedMember(db: Db): Promise<void> {
  const m = UNCONFIRMED_MEMBER;
  await db.query(
    `INSERT INTO customers (email, password_hash, firstname, lastname, store_id, referral_code, is_confirmed, newsletter_action_taken)
     VALUES ($1, $2, $3, $4, $5, $6, false, 1) ON CONFLICT DO NOTHING`,
    [m.email, await hashPassword(m.password), m.firstname, m.lastname, m.storeId, m.referralCode],
  );
}
