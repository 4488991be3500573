import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';

/*
 * Static blocks and page texts of the headless CMS (spec 01 sections 3, 7, 8; spec 02 sections 3,
 * 7, 9). Their content is HTML with template variables ({{store.shopName}}), sanitised by the
 * server and again by the storefront (contracts/content-blocks.ts is the service that shows them).
 */

/**
 * A static block's identifier: the lowercase join of three parts with underscores, e.g. the
 * share text of the referral by email in English is `staticBlockIdentifier('points', 'email', 'en')`
 * = `points_email_en`.
 */
export function staticBlockIdentifier(first: string, second: string, third: string): string {
  return [first, second, third].map((part) => part.trim().toLowerCase()).join('_');
}

/** The part of an identifier at `index` (0 to 2), '' when there is none. */
export function identifierPart(identifier: string, index: 0 | 1 | 2): string {
  return identifier.split('_')[index] ?? '';
}

/** The share-text blocks (spec 02 section 9): a type, a channel and a language. */
export const SHARE_TYPES = ['product', 'points', 'confirmation'] as const;
export const SHARE_CHANNELS = ['twitter', 'email', 'facebook'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const shareTextIdentifier = (type: ShareType, channel: ShareChannel, language: string) => staticBlockIdentifier(type, channel, language);

/** One block, or a family of them by the start of their identifier: `faq_*` is every FAQ block. */
export const BLOCK_QUERY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:_\*)?$/;

/** snake_case or kebab-case to camelCase: `render_template` → `renderTemplate`. */
export function camelCaseKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The same value with the keys of every object in it camel-cased (arrays and nested objects too). */
export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camelCaseKey(key), camelCaseKeys(inner)]));
}

/**
 * A static-blocks reply as a list of blocks with camel-cased keys (spec 01 section 7). A reply
 * that carries an `errors` key gives an empty list (spec 01 section 8), whatever else it holds.
 * A bare list and `{ items: [...] }` are both read; anything else is left for the schema to refuse.
 */
export function blockListOf(reply: unknown): unknown {
  if (Array.isArray(reply)) return camelCaseKeys(reply);
  if (!isPlainObject(reply)) return reply;
  if ('errors' in reply) return [];
  return Array.isArray(reply.items) ? camelCaseKeys(reply.items) : reply;
}

const rawBlock = z.object({
  identifier: z.string(),
  storeId: z.optional(z.nullable(z.number())),
  renderTemplate: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  content: z.string(),
});

export interface StaticBlock {
  identifier: string;
  /** How the block is meant to be shown ('default' when the backend names none). */
  renderTemplate: string;
  title: string;
  /** HTML with template variables. */
  content: string;
}

export const staticBlocksReply = z.pipe(
  z.pipe(z.unknown(), z.transform(blockListOf)),
  z.pipe(
    z.array(rawBlock),
    z.transform((items): StaticBlock[] =>
      items.map((item) => ({ identifier: item.identifier, renderTemplate: item.renderTemplate || 'default', title: item.title ?? '', content: item.content })),
    ),
  ),
);

/** Spec 01 section 7: GET static-blocks (storeId, identifier). */
export const staticBlocks = defineEndpoint({
  name: 'static-blocks',
  method: 'GET',
  path: 'static-blocks',
  query: z.object({ storeId: storeIdParam(), identifier: z.string().check(z.maxLength(100), z.regex(BLOCK_QUERY)) }),
  reply: staticBlocksReply,
});

export const pageTextItem = z.object({ area: z.string(), content: z.string() });
export type PageTextItem = z.output<typeof pageTextItem>;

/** The areas that have a page text: the dynamic header strip and the referral header (spec 02 section 7). */
export const PAGE_TEXT_AREAS = ['header', 'referral'] as const;
export type PageTextArea = (typeof PAGE_TEXT_AREAS)[number];

/** Spec 02 section 7: GET page-text (area, storeId); the texts live now, in order. */
export const pageText = defineEndpoint({
  name: 'page-text',
  method: 'GET',
  path: 'page-text',
  query: z.object({ area: z.enum(PAGE_TEXT_AREAS), storeId: storeIdParam() }),
  reply: z.object({ items: z.array(pageTextItem) }),
});
