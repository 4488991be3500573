import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

/* The home page's endpoint on its own module, so the first screen downloads no other contract. */

export const saleEvent = z.object({
  categoryId: z.number(),
  eventId: z.number(),
  name: z.string(),
  /** The listing of the sale, e.g. /event/rossignol-week */
  url: z.string(),
  imageUrl: z.nullable(z.string()),
  /** ISO date-times. */
  startDate: z.string(),
  endDate: z.string(),
  /** Sale category type (spec 01 section 3): DEFAULT 0, BLACK_FRIDAY 1, SALE 2, FRENCH_DAYS 3, PRICE_DROP 4, NEW_SEASON 5. */
  saleType: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
  cardType: z.enum(['Inline', 'Flash']),
  /** Highest percent off among the sale's products. */
  discountUpTo: z.number(),
});
export type SaleEvent = z.output<typeof saleEvent>;

/** Home: the current sales events (spec 02: cached once per session). */
export const hpData = defineEndpoint({
  name: 'hp-data',
  method: 'GET',
  path: 'hp-data',
  query: z.object({ storeId: storeIdParam(), groupId: z.optional(z.coerce.number()), genderId: z.optional(z.coerce.number()) }),
  reply: z.object({ events: z.array(saleEvent) }),
});

/**
 * Spec 02 section 7: pss-hp-data (storeId, groupId, genderId), the home of the private sales
 * ("pss") as a member sees it: hp-data's sales plus those reserved to the member's customer
 * group (members' early access), the sales meant for the member's gender first. Cached once, like hp-data.
 */
export const pssHpData = defineEndpoint({
  name: 'pss-hp-data',
  method: 'GET',
  path: 'pss-hp-data',
  query: z.object({
    storeId: storeIdParam(),
    groupId: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(32767)),
    genderId: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(32767))),
  }),
  reply: z.object({ events: z.array(saleEvent) }),
});
