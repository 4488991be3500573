import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

/*
 * Size guides (spec 01 section 2: /{anything}-size-guide, the identifier being the path without
 * its leading slash; spec 02 section 2: the size-guide modal).
 */

/** A size guide's identifier: lowercase words joined by hyphens, ending in -size-guide. */
export const SIZE_GUIDE_IDENTIFIER = /^[a-z0-9]+(?:-[a-z0-9]+)*-size-guide$/;

/** The identifier of a size guide page's path (`/ski-boots-size-guide` → `ski-boots-size-guide`), or null. */
export function sizeGuideIdentifier(path: string): string | null {
  const identifier = path.replace(/^\//, '').replace(/\/$/, '').toLowerCase();
  return identifier.length <= 100 && SIZE_GUIDE_IDENTIFIER.test(identifier) ? identifier : null;
}

export const sizeTable = z.object({
  caption: z.string(),
  /** Column headings; the first column names the rows. */
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type SizeTable = z.output<typeof sizeTable>;

export const sizeGuideReply = z.object({
  identifier: z.string(),
  title: z.string(),
  /** Plain text paragraphs. */
  intro: z.array(z.string()),
  tables: z.array(sizeTable),
  /** How to measure, plain text. */
  tips: z.array(z.string()),
  brandName: z.nullable(z.string()),
});
export type SizeGuide = z.output<typeof sizeGuideReply>;

/** One size guide in the store's language; 404 for an unknown identifier. */
export const sizeGuide = defineEndpoint({
  name: 'size-guide',
  method: 'GET',
  path: 'size-guide',
  query: z.object({ storeId: storeIdParam(), identifier: z.string().check(z.maxLength(100), z.regex(SIZE_GUIDE_IDENTIFIER)) }),
  reply: sizeGuideReply,
});
