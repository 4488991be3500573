import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/*
 * Tracking endpoints that more than one tracker calls (tracking-core and tracking-gtm both read
 * the transactions of an order confirmation), so declared here rather than in one plugin.
 */

/** Spec 02 section 7: GET tracking-transaction (orderIds). */
export const trackingTransaction = defineEndpoint({
  name: 'tracking-transaction',
  method: 'GET',
  path: '/api/tracking-transaction',
  query: z.object({ orderIds: z.string().check(z.regex(/^\d+(,\d+)*$/), z.maxLength(512)) }),
  reply: z.object({
    orders: z.array(
      z.object({
        transactionId: z.string(),
        currency: z.string(),
        shipping: z.number(),
        tax: z.number(),
        total: z.number(),
        products: z.array(z.object({ id: z.string(), name: z.string(), brand: z.string(), price: z.number(), quantity: z.number() })),
        promoCode: z.nullable(z.string()),
      }),
    ),
    orders_total_count: z.number(),
  }),
});
export type TrackingTransactionReply = z.output<typeof trackingTransaction.reply>;
