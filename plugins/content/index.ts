import { onDemand } from '../../core/kernel/on-demand.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import type { ContentDeps } from './deps.ts';

/** Content pages of the headless CMS (page type `cms`: About us, Cookie policy, Terms…), found by the server path lookup. */
export default definePlugin({
  name: 'content',
  setup(ctx) {
    const deps: ContentDeps = { ctx };
    const { page } = onDemand(deps, () => ctx.loadMessages());
    ctx.registerPage(
      'cms',
      page(() => import('./cms/CmsPage.tsx')),
    );
  },
});
