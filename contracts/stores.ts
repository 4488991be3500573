import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';

export const storeSwitchOption = z.object({
  storeId: z.number(),
  label: z.string(),
  storeLabel: z.string(),
  link: z.string(),
});
export type StoreSwitchOption = z.output<typeof storeSwitchOption>;

/** Spec 02 section 7: the stores a shopper may switch to (language switcher). */
export const storeSwitchOptions = defineEndpoint({
  name: 'store-switch-options',
  method: 'GET',
  path: 'store-switch-options',
  query: z.object({ store_type: z.optional(z.enum(['storeType1', 'storeType7'])) }),
  reply: z.object({ options: z.array(storeSwitchOption) }),
});
