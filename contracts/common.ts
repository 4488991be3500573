import * as z from 'zod/mini';

/*
 * Building blocks every contract uses, so that an id or a plain reply means the same thing in
 * every endpoint (and a tightening of one of them reaches them all).
 */

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2 ** 31 - 1;

/** An id in a JSON body: an integer 1 … 2³¹−1. */
export const id = () => z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** An id in a query string or a path: a number 1 … 2³¹−1 (the server coerces the text). */
export const idParam = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** A store id in a query string. */
export const storeIdParam = idParam;

/** A comma-separated list of ids in a query string, e.g. `1001,1002`. */
export const idList = (max = 64) => z.string().check(z.regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`)), z.maxLength(max * 11));

/** `{ success, message }`: the answer of an action whose failure the shopper reads as given. */
export const successReply = z.object({ success: z.boolean(), message: z.string() });
export type SuccessReply = z.output<typeof successReply>;

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
