import type { Address } from '../../contracts/account.ts';
import type { PostalAddress } from '../../contracts/shapes.ts';
import type { Db } from '../db/db.ts';

/** A row of customer_addresses as the server reads it, and the contract's Address made from it. */
export interface AddressRow {
  id: number;
  firstname: string;
  lastname: string;
  street: string;
  street2: string;
  city: string;
  postcode: string;
  region: string;
  country_id: string;
  telephone: string;
  is_default_shipping: boolean;
  is_default_billing: boolean;
}

export const ADDRESS_COLUMNS =
  'id, firstname, lastname, street, street2, city, postcode, region, country_id, telephone, is_default_shipping, is_default_billing';

export const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  firstname: r.firstname,
  lastname: r.lastname,
  street: r.street,
  street2: r.street2,
  city: r.city,
  postcode: r.postcode,
  region: r.region,
  countryId: r.country_id,
  telephone: r.telephone,
  isDefaultShipping: r.is_default_shipping,
  isDefaultBilling: r.is_default_billing,
});

/** The values of an address row to write, trimmed as the address book keeps them ($1 the member, $2-$12 the columns). */
export function addressValues(customerId: number, a: PostalAddress & { isDefaultShipping: boolean; isDefaultBilling: boolean }): unknown[] {
  return [
    customerId,
    a.firstname.trim(),
    a.lastname.trim(),
    a.street.trim(),
    a.street2.trim(),
    a.city.trim(),
    a.postcode.trim().toUpperCase(),
    a.region.trim(),
    a.countryId.toUpperCase(),
    a.telephone.trim(),
    a.isDefaultShipping,
    a.isDefaultBilling,
  ];
}

export const INSERT_ADDRESS = `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, street2, city, postcode, region, country_id, telephone, is_default_shipping, is_default_billing)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ADDRESS_COLUMNS}`;

/** A member's addresses, by id (the address book) or the default shipping address first (checkout). */
export async function listAddresses(db: Db, customerId: number, order: 'by-id' | 'default-first'): Promise<Address[]> {
  const orderBy = order === 'by-id' ? 'id' : 'is_default_shipping DESC, id';
  const rows = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY ${orderBy}`, [customerId]);
  return rows.map(toAddress);
}
