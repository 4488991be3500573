import * as z from 'zod/mini';
import { defineEndpoint } from '../core/api/endpoint.ts';
import { storeIdParam } from './common.ts';
import { productCard } from './product.ts';

/*
 * Stories of the headless CMS (spec 02 sections 3 and 7): a story is a page's list of blocks
 * (the home's hero, banner, product carousel, rich text), kept per store and language in a
 * published version that shoppers see and a draft that content editors preview. A sitewide
 * banner is a block of its own, found by its id.
 */

const slugPart = '[a-z0-9]+(?:[-_][a-z0-9]+)*';

/** A story's or block's id: lowercase words, levels joined by `/` (home, new, event/ski-flash-sale, event-top-desktop). */
export const storyId = () => z.string().check(z.regex(new RegExp(`^${slugPart}(?:/${slugPart}){0,3}$`)), z.maxLength(120));

/** A two-letter language code (the store's `language`). */
export const storyLang = () => z.string().check(z.regex(/^[a-z]{2}$/));

/** The query parameter that asks for content-editor preview (drafts), on a preview host only. */
export const PREVIEW_PARAMETER = '_storyblok';

/**
 * The page-address parameter of an editor's preview link that carries the preview token; the
 * storefront sends it on as the API's `preview` query. Without a valid token no draft is sent.
 */
export const PREVIEW_TOKEN_PARAMETER = '_storyblok_tk';

/** A preview token as sent (the server checks its signature and expiry; anything longer or odder is refused). */
export const previewToken = () => z.string().check(z.regex(/^[A-Za-z0-9._-]+$/), z.maxLength(80));

export const STORY_VERSIONS = ['published', 'draft'] as const;
export type StoryVersion = (typeof STORY_VERSIONS)[number];

/**
 * One block: its id (unique in its story, shown to editors), its type (the block registry
 * renders it by type) and its fields, which each block type reads with its own schema below.
 */
export const storyBlock = z.object({ id: z.string(), type: z.string(), fields: z.record(z.string(), z.unknown()) });
export type StoryBlock = z.output<typeof storyBlock>;

export const story = z.object({
  id: z.string(),
  name: z.string(),
  lang: z.string(),
  /** What the reply holds: the server sends the draft only to a preview host that asked for it with a valid preview token. */
  version: z.enum(STORY_VERSIONS),
  /** ISO date-time of the version's last change. */
  updatedAt: z.string(),
  blocks: z.array(storyBlock),
});
export type Story = z.output<typeof story>;

const contentQuery = z.object({
  id: storyId(),
  storeId: storeIdParam(),
  lang: storyLang(),
  /** `1` asks for the draft; honoured only with `preview`, from one of the store's preview hosts. */
  edit: z.optional(z.enum(['0', '1'])),
  /** The editor's preview token (PREVIEW_TOKEN_PARAMETER of the preview link). */
  preview: z.optional(previewToken()),
});

/** Spec 02 section 7: GET storyblok-story (id, storeId, lang, edit). `story` is null when there is none. */
export const storyblokStory = defineEndpoint({
  name: 'storyblok-story',
  method: 'GET',
  path: 'storyblok-story',
  query: contentQuery,
  reply: z.object({ story: z.nullable(story) }),
});

/** Spec 02 section 7: GET storyblok-block (id, storeId, lang, edit): one block, e.g. a sitewide banner. */
export const storyblokBlock = defineEndpoint({
  name: 'storyblok-block',
  method: 'GET',
  path: 'storyblok-block',
  query: contentQuery,
  reply: z.object({ block: z.nullable(storyBlock), version: z.enum(STORY_VERSIONS) }),
});

/** Spec 02 section 7: GET integration-storyblok ({storeId}): the store's CMS integration, as seen by this request. */
export const integrationStoryblok = defineEndpoint({
  name: 'integration-storyblok',
  method: 'GET',
  path: 'integration-storyblok/:storeId',
  params: z.object({ storeId: storeIdParam() }),
  query: z.object({ preview: z.optional(previewToken()) }),
  reply: z.object({
    /** The CMS space the store's stories come from, or null when the store has none configured. */
    spaceId: z.nullable(z.number()),
    previewParameter: z.string(),
    /** Whether this request may see drafts (a preview host with a valid preview token): only then are drafts and edit mode served. */
    editAllowed: z.boolean(),
    /** The version this request gets when it asks for a draft. */
    version: z.enum(STORY_VERSIONS),
  }),
});

/* The fields of the block types Summit ships, as the API sends them. */

/** A link in a block: a path in this shop, or an https address elsewhere. */
export const blockLink = z.object({
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.regex(/^(\/(?!\/)|https:\/\/)/)),
});

export const blockImage = z.object({
  src: z.string().check(z.regex(/^(\/(?!\/)|https:\/\/)/)),
  alt: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** Narrower copies for small screens (`srcset`). */
  variants: z.optional(z.array(z.object({ src: z.string(), width: z.number().check(z.int(), z.positive()) }))),
});
export type BlockImage = z.output<typeof blockImage>;

export const heroFields = z.object({
  eyebrow: z.optional(z.string()),
  headline: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  image: blockImage,
  link: z.optional(blockLink),
});

export const bannerFields = z.object({
  text: z.string().check(z.minLength(1)),
  link: z.optional(blockLink),
  tone: z._default(z.enum(['dark', 'light', 'accent']), 'dark'),
});

/** The sitewide top banner: a picture of TOP_BANNER_SIZE with a headline and a link. */
export const topBannerFields = z.object({
  headline: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  image: blockImage,
  link: blockLink,
});

/** Stored as product ids; the API sends the cards of those sold in the store, in the editor's order. */
export const productCarouselFields = z.object({
  title: z.string().check(z.minLength(1)),
  products: z.array(productCard),
});

/** HTML from the CMS; sanitised by the server and again by the storefront before it is shown. */
export const richTextFields = z.object({ html: z.string() });

/** Spec 02 section 9: the top banner's picture is 1400x445. */
export const TOP_BANNER_SIZE = { width: 1400, height: 445 } as const;
