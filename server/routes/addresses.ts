import type { FastifyInstance } from 'fastify';
import { validateValues } from '../../core/kit/forms/validators.ts';
import { addressCreate, addressDelete, addressGet, addressList, addressUpdate } from '../../contracts/account.ts';
import type { PostalAddress as AddressFields } from '../../contracts/shapes.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { ADDRESS_COLUMNS, addressValues, INSERT_ADDRESS, listAddresses, toAddress, type AddressRow } from '../members/address-row.ts';
import { notFound, requireMember } from '../members/member.ts';
import { message } from '../members/messages.ts';

/** The address rules of the forms, checked again on the server. */
export const ADDRESS_RULES = {
  postcode: 'required_postcode:countryId|postcode:countryId',
  region: 'required_region:countryId',
  telephone: 'required|phone:countryId',
} as const;

export function isValidAddress(address: AddressFields): boolean {
  return Object.keys(validateValues(address, ADDRESS_RULES)).length === 0;
}

/** A member's address book; another member's address id is 404. */
export function addressRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  const values = addressValues;
  const clearDefaults = async (customerId: number, a: { isDefaultShipping: boolean; isDefaultBilling: boolean }) => {
    if (a.isDefaultShipping) await db.query('UPDATE customer_addresses SET is_default_shipping = false WHERE customer_id = $1', [customerId]);
    if (a.isDefaultBilling) await db.query('UPDATE customer_addresses SET is_default_billing = false WHERE customer_id = $1', [customerId]);
  };

  route(app, addressList, async ({ request, reply }) => {
    const { customerId } = await requireMember(request, reply);
    return { items: await listAddresses(db, customerId, 'by-id') };
  });

  route(app, addressGet, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const [row] = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses WHERE id = $1 AND customer_id = $2`, [params.id, customerId]);
    if (!row) throw notFound(store);
    return toAddress(row);
  });

  route(app, addressCreate, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!isValidAddress(body)) throw new HttpError(400, message('invalidAddress', store.locale));
    await clearDefaults(customerId, body);
    const [row] = await db.query<AddressRow>(INSERT_ADDRESS, values(customerId, body));
    return toAddress(row!);
  });

  route(app, addressUpdate, async ({ params, body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    if (!isValidAddress(body)) throw new HttpError(400, message('invalidAddress', store.locale));
    const [owned] = await db.query('SELECT 1 FROM customer_addresses WHERE id = $1 AND customer_id = $2', [params.id, customerId]);
    if (!owned) throw notFound(store);
    await clearDefaults(customerId, body);
    const [row] = await db.query<AddressRow>(
      `UPDATE customer_addresses SET firstname = $2, lastname = $3, street = $4, street2 = $5, city = $6, postcode = $7, region = $8,
         country_id = $9, telephone = $10, is_default_shipping = $11, is_default_billing = $12
       WHERE id = $13 AND customer_id = $1 RETURNING ${ADDRESS_COLUMNS}`,
      [...values(customerId, body), params.id],
    );
    return toAddress(row!);
  });

  route(app, addressDelete, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const deleted = await db.query('DELETE FROM customer_addresses WHERE id = $1 AND customer_id = $2 RETURNING 1', [params.id, customerId]);
    if (deleted.length === 0) throw notFound(store);
    return { success: true, message: message('deleted', store.locale) };
  });
}
