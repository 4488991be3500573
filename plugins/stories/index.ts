import { lazy } from 'react';
import { proxy, ref } from 'valtio';
import { storyBlocksService } from '../../contracts/story-blocks.ts';
import { definePlugin, onDemand, type SlotEntryProps } from '../../core/plugin-api.ts';
import type { Story } from '../../contracts/stories.ts';
import type { BannersData } from './banners/banners-data.ts';
import { keepStoriesState, type ShownPage, type StoriesDeps } from './deps.ts';
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
          for (const [type, standIn] of standIns) if (registry.state.components[type] === standIn) registry.register(type, createBlock(type));
        },
        (error: unknown) => {
          blockCode = null;
          throw error;
        },
      ));
    const deps: StoriesDeps = { ctx, options, registry, page, loadBlockCode };
    keepStoriesState(deps);
    for (const type of BUILT_IN_BLOCKS) {
      const standIn = lazy(async () => ({ default: (await builtIn()).createBlock(type) }));
      standIns.set(type, standIn);
      registry.register(type, standIn);
    }
    ctx.provide(storyBlocksService, { register: registry.register, types: registry.types });

    const { page: pageOf, component } = onDemand(() => ctx.loadMessages());
    // A slot entry's code brings the built-in blocks' with it: the server rendered them in place,
    // and the entry replaces that markup only once nothing in it has to wait for code.
    const withBlockCode =
      <M>(load: () => Promise<M>) =>
      async (): Promise<M> =>
        (await Promise.all([load(), loadBlockCode()]))[0];
    ctx.registerPage(
      'story',
      pageOf(() => import('./pages/PreviewPage.tsx')),
    );
    // Each with a loader: the server renders them with their content on the first page.
    ctx.fillSlot('home.story', {
      id: 'home-story',
      component: component<SlotEntryProps<Story | null>>(withBlockCode(() => import('./slots/HomeStory.tsx'))),
      loader: async (args) => {
        const { storyLoader, homeStoryOf } = await import('./slots/story-loaders.ts');
        return storyLoader(deps, homeStoryOf)(args);
      },
    });
    ctx.fillSlot('event.story', {
      id: 'event-story',
      component: component<SlotEntryProps<Story | null>>(withBlockCode(() => import('./slots/EventStory.tsx'))),
      loader: async (args) => {
        const { storyLoader, eventStoryOf } = await import('./slots/story-loaders.ts');
        return storyLoader(deps, eventStoryOf)(args);
      },
    });
    // Above the header, after the app banner of the phones.
    ctx.fillSlot('header.top', {
      id: 'sitewide-banners',
      order: 200,
      component: component<SlotEntryProps<BannersData | null>>(withBlockCode(() => import('./banners/SitewideBanners.tsx'))),
      loader: async (args) => (await import('./banners/banners-data.ts')).bannersLoader(deps)(args),
    });
  },
});
