import type { ComponentType } from 'react';
import type { ServiceRef } from '../core/kernel/services.ts';
import { serviceRef } from '../core/kernel/services.ts';
import type { StoryBlock } from './stories.ts';

/*
 * The block registry of the stories plugin as a service: a story is rendered block by block,
 * each by the component registered for its type. Another plugin adds a type of its own
 * (`optional: ["story-blocks"]` in its manifest, then `ctx.useOptional(storyBlocksService)?.register(…)`
 * in its setup); a block of a type nobody registered is logged and skipped, a block that throws
 * disappears alone.
 */

/** Where a block is shown: in a page's story, or as a sitewide banner above every page. */
export type BlockPlacement = 'page' | 'sitewide';

/** What a block component receives; it reads `block.fields` with its own schema (a block that throws is skipped and logged). */
export interface StoryBlockProps {
  block: StoryBlock;
  placement: BlockPlacement;
}

export interface StoryBlockRegistry {
  /** Renders blocks of `type` with `component` (a later registration of the same type replaces it). */
  register(type: string, component: ComponentType<StoryBlockProps>): void;
  /** The block types that have a component now. */
  types(): string[];
}

export const storyBlocksService: ServiceRef<StoryBlockRegistry, 'story-blocks'> = serviceRef('story-blocks');
