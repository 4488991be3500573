import { lazy } from 'react';
import { proxy, ref } from 'valtio';
import { storyBlocksService } from '../../contracts/story-blocks.ts';
import { onDemand } from '../../core/kernel/on-demand.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ShownPage, StoriesDeps } from './deps.ts';
import type { StoriesOptions } from './options.ts';
import { createBlockRegistry, type BlockComponent } from './registry.ts';

/** The block types Summit ships; their code is one chunk, loaded with the first story that has blocks. */
const BUILT_IN_BLOCKS = ['hero', 'banner', 'top-banner', 'product-carousel', 'rich-text'] as const;

/**
 * CMS stories (spec 02): the home's and sale landings' story blocks, the forced preview pages of
 * the preview hosts (/storyblok-preview*, /new*), drafts and edit mode for content editors, and
 * the sitewide banners above the header. Other plugins add block types through `story-blocks`.
 */
export default definePlugin({
  name: 'stories',
  setup(ctx, options: StoriesOptions) {
    const registry = createBlockRegistry((type) => ctx.logger.error(`a block type must be lowercase words joined by hyphens: "${type}" refused`));
    const page = proxy<ShownPage>({ pageType: null, metadata: ref({}) });
    ctx.on.pageView((view) => {
      page.pageType = view.pageType;
      page.metadata = ref({ ...view.metadata });
    });
    const builtIn = () => import('./blocks/built-in.tsx');
    // Until their code is there, the built-in types are lazy stand-ins; once a story or banner has
    // loaded it, the real components replace them (unless another plugin registered its own).
    const standIns = new Map<string, BlockComponent>();
    let blockCode: Promise<void> | null = null;
    const loadBlockCode = () =>
      (blockCode ??= builtIn().then(
        ({ createBlock }) => {
          for (const [type, standIn] of standIns) if (registry.state.components[type] === standIn) registry.register(type, createBlock(type, deps));
        },
        (error: unknown) => {
          blockCode = null;
          throw error;
        },
      ));
    const deps: StoriesDeps = { ctx, options, registry, page, loadBlockCode };
    for (const type of BUILT_IN_BLOCKS) {
      const standIn = lazy(async () => ({ default: (await builtIn()).createBlock(type, deps) }));
      standIns.set(type, standIn);
      registry.register(type, standIn);
    }
    ctx.provide(storyBlocksService, { register: registry.register, types: registry.types });

    const { page: pageOf, component } = onDemand(deps, () => ctx.loadMessages());
    ctx.registerPage(
      'story',
      pageOf(() => import('./pages/PreviewPage.tsx')),
    );
    ctx.fillSlot('home.story', { id: 'home-story', component: component(() => import('./slots/HomeStory.tsx')) });
    ctx.fillSlot('event.story', { id: 'event-story', component: component(() => import('./slots/EventStory.tsx')) });
    // Above the header, after the app banner of the phones.
    ctx.fillSlot('header.top', { id: 'sitewide-banners', order: 200, component: component(() => import('./banners/SitewideBanners.tsx')) });
  },
});
