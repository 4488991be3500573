import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

export const pathLookupReply = z.object({
  pageType: z.nullable(z.string()),
  entityId: z.nullable(z.number()),
  redirect: z.nullable(z.object({ url: z.string(), type: z.enum(['internal', 'external']) })),
  metadata: z.record(z.string(), z.unknown()),
});
export type PathLookup = z.output<typeof pathLookupReply>;

/** Spec 01 section 2: what a path is (page type, entity, redirect, metadata); 404 when unknown. */
export const pathLookup = defineEndpoint({
  name: 'path-lookup',
  method: 'GET',
  path: 'path-lookup',
  query: z.object({ path: z.string().check(z.minLength(1), z.maxLength(2048)), storeId: z.optional(storeIdParam()) }),
  reply: pathLookupReply,
});
