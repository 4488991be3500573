import { definePlugin } from '../../core/kernel/plugin.ts';
import optionsSchema from './options.schema.json';
import { createNavigationStore } from './navigation-store.ts';

export interface NavigationOptions {
  newSeasonLink?: string;
}

/** Header category navigation (desktop bar, up to three levels) and the mobile menu tree. */
export default definePlugin<NavigationOptions>({
  name: 'navigation',
  options: optionsSchema,
  async setup(ctx, options) {
    const store = createNavigationStore(ctx);
    const newSeasonLink = options.newSeasonLink ?? '/new?sp_nav=ct-49';
    const [{ createDesktopNav }, { createMobileNav }] = await Promise.all([
      import('./DesktopNav.tsx'),
      import('./MobileNav.tsx'),
      ctx.loadMessages((locale) => import(`./locales/${locale}/messages.po`)),
    ]);
    ctx.fillSlot('header.nav', { id: 'categories', component: createDesktopNav(store, newSeasonLink) });
    ctx.fillSlot('mobile-menu', { id: 'categories', component: createMobileNav(store, newSeasonLink) });
    ctx.hooks.routeChanged.tap('navigation', () => store.close());
  },
});
