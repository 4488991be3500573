import { lazy } from 'react';
import { definePlugin } from '../../core/plugin-api.ts';
import { createNavigationStore } from './navigation-store.ts';
// In the plugin's own chunk: the header shows the bar on every page at once.
import { DesktopNav } from './DesktopNav.tsx';
import { keepNavigationState } from './navigation-state.ts';

export interface NavigationOptions {
  newSeasonLink?: string;
}

/** Header category navigation (desktop bar, up to three levels) and the mobile menu tree. */
export default definePlugin({
  name: 'navigation',
  async setup(ctx, options: NavigationOptions) {
    const store = createNavigationStore(ctx);
    const newSeasonLink = options.newSeasonLink ?? '/new?sp_nav=ct-49';
    keepNavigationState({ ctx, store, newSeasonLink });
    await ctx.loadMessages();
    ctx.fillSlot('header.nav', {
      id: 'categories',
      component: DesktopNav,
      // In the server's page: the bar is there without JavaScript, and the browser does not ask again.
      loader: ({ signal }) => store.fetch(signal),
    });
    // The mobile tree loads when the menu first opens.
    const MobileNav = lazy(async () => ({ default: (await import('./MobileNav.tsx')).MobileNav }));
    ctx.fillSlot('mobile-menu', { id: 'categories', component: MobileNav });
    ctx.on.routeChanged(() => store.close());
  },
});
