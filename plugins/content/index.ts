import { definePlugin, onDemand, preloadable, type SlotEntryProps } from '../../core/plugin-api.ts';
import { contentBlocksService, type ContentBlockProps, type LoadedBlockProps, type PageTextProps } from '../../contracts/content-blocks.ts';
import type { PageTextItem } from '../../contracts/static-blocks.ts';
import { createContentBlocksService } from './blocks/service.tsx';
import type { ContentDeps } from './deps.ts';

/**
 * Content of the headless CMS: the content pages (page type `cms`: About us, Cookie policy,
 * Terms…, found by the server path lookup), and the static blocks and page texts other plugins
 * show through the content-blocks service; the dynamic header text above the header.
 */
export default definePlugin({
  name: 'content',
  setup(ctx) {
    const deps: ContentDeps = { ctx };
    const { page } = onDemand(() => ctx.loadMessages());
    ctx.registerPage(
      'cms',
      page(() => import('./cms/CmsPage.tsx')),
    );
    // Blocks have no texts of their own: their parts load without the plugin's catalog.
    ctx.provide(
      contentBlocksService,
      createContentBlocksService(deps, {
        Block: preloadable<ContentBlockProps>(() => import('./blocks/ContentBlock.tsx')),
        BlockBody: preloadable<LoadedBlockProps>(() => import('./blocks/BlockBody.tsx')),
        PageText: preloadable<PageTextProps>(() => import('./blocks/PageText.tsx')),
      }),
    );
    ctx.fillSlot('header.top', {
      id: 'header-text',
      order: 150,
      component: preloadable<SlotEntryProps<PageTextItem[]>>(() => import('./blocks/HeaderText.tsx')),
      loader: async ({ signal }) => (await import('./blocks/load.ts')).loadPageTexts(ctx.api, ctx.store, 'header', signal),
    });
  },
});
