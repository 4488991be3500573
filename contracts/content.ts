import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

/** Content identifiers: lowercase words joined by hyphens or underscores (e.g. about-us, cookie-policy). */
export const contentIdentifier = () => z.string().check(z.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/), z.maxLength(100));

export const cmsPageItem = z.object({
  identifier: z.string(),
  title: z.string(),
  /** HTML from the CMS; sanitised by the server and again by the storefront before it is shown. */
  content: z.string(),
  metaDescription: z.nullable(z.string()),
});
export type CmsPageItem = z.output<typeof cmsPageItem>;

/** Spec 02 section 7: GET cms-page (identifier, storeId); the first item is used. */
export const cmsPage = defineEndpoint({
  name: 'cms-page',
  method: 'GET',
  path: 'cms-page',
  query: z.object({ identifier: contentIdentifier(), storeId: storeIdParam() }),
  reply: z.object({ items: z.array(cmsPageItem) }),
});
