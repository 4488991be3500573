import type { Address } from '../../contracts/account.ts';
import type { Db } from '../db/db.ts';
import { ADDRESS_COLUMNS, addressValues, INSERT_ADDRESS, toAddress, type AddressRow } from '../members/address-row.ts';

type AddressInput = Parameters<typeof addressValues>[1];

/** A new default address takes the place of the old default. */
async function clearDefaults(db: Db, customerId: number, a: { isDefaultShipping: boolean; isDefaultBilling: boolean }): Promise<void> {
  if (a.isDefaultShipping) await db.query('UPDATE customer_addresses SET is_default_shipping = false WHERE customer_id = $1', [customerId]);
  if (a.isDefaultBilling) await db.query('UPDATE customer_addresses SET is_default_billing = false WHERE customer_id = $1', [customerId]);
}

/** One of the member's addresses, or null (another member's is null too). */
export async function findAddress(db: Db, customerId: number, id: number): Promise<Address | null> {
  const [row] = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE id = $1 AND customer_id = $2`, [id, customerId]);
  return row ? toAddress(row) : null;
}

export async function createAddress(db: Db, customerId: number, address: AddressInput): Promise<Address> {
  await clearDefaults(db, customerId, address);
  const [row] = await db.query<AddressRow>(INSERT_ADDRESS, addressValues(customerId, address));
  return toAddress(row!);
}

/** Changes one of the member's addresses; null when it is not theirs. */
export async function updateAddress(db: Db, customerId: number, id: number, address: AddressInput): Promise<Address | null> {
  const [owned] = await db.query('SELECT 1 FROM customer_addresses WHERE id = $1 AND customer_id = $2', [id, customerId]);
  if (!owned) return null;
  await clearDefaults(db, customerId, address);
  const [row] = await db.query<AddressRow>(
    `UPDATE customer_addresses SET firstname = $2, lastname = $3, street = $4, street2 = $5, city = $6, postcode = $7, region = $8,
       country_id = $9, telephone = $10, is_default_shipping = $11, is_default_billing = $12
     WHERE id = $13 AND customer_id = $1 RETURNING ${ADDRESS_COLUMNS}`,
    [...addressValues(customerId, address), id],
  );
  return toAddress(row!);
}

/** Deletes one of the member's addresses; false when it is not theirs. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING 1', [id, customerId]);
  return deleted.length > 0;
}
