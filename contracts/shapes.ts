import * as z from 'zod/mini';
import { idParam } from './common.ts';

/* Reply and body shapes several domains share (ids are in common.ts, which the first screen loads alone). */

/** `{ success, message }`: the answer of an action whose failure the shopper reads as given. */
export const successReply = z.object({ success: z.boolean(), message: z.string() });

/** `{ success }`: the answer of a fire-and-forget call (tracking). */
export const recordedReply = z.object({ success: z.boolean() });

/** A page of a paged list (spec 01 section 3, Orders list): 1-based page, at most 50 a page. */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z._default(idParam(), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), defaultLimit),
    withDetails: z.optional(z.enum(['0', '1'])),
  });

/** Money as an order shows it: the store's template, price locale and ISO currency. */
export const moneyFormat = {
  currencyFormat: z.string(),
  priceLocale: z.string(),
  currencyCode: z.string(),
};

/** A postal address as forms send it (account address book, an order's delivery address). */
export const postalAddress = z.object({
  firstname: z.string().check(z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.minLength(1), z.maxLength(100)),
  street: z.string().check(z.minLength(1), z.maxLength(200)),
  street2: z._default(z.string().check(z.maxLength(200)), ''),
  city: z.string().check(z.minLength(1), z.maxLength(100)),
  postcode: z._default(z.string().check(z.maxLength(20)), ''),
  region: z._default(z.string().check(z.maxLength(100)), ''),
  countryId: z.string().check(z.length(2)),
  telephone: z.string().check(z.minLength(3), z.maxLength(30)),
});
export type PostalAddress = z.output<typeof postalAddress>;
