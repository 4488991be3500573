import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

export interface NavNode {
  id: number;
  label: string;
  url: string;
  level: number;
  children: NavNode[];
}
const navNode: z.ZodMiniType<NavNode> = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  level: z.number(),
  get children() {
    return z.array(navNode);
  },
});

/**
 * Header (multi-level categories) and footer (four columns) navigation of a store. `abTest` names
 * the navigation experiment the storefront asks for (the header call sends
 * `top_header_navigation3`, spec 02 section 4), so that a backend may serve that experiment's menu.
 */
export const categoryNavigation = defineEndpoint({
  name: 'category-navigation',
  method: 'GET',
  path: 'category-navigation',
  query: z.object({
    storeId: storeIdParam(),
    type: z.enum(['header', 'footer']),
    abTest: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/))),
  }),
  reply: z.object({ items: z.array(navNode) }),
});
