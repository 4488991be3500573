import { definePlugin } from '../../core/plugin-api.ts';
import { shouldShowBanner } from './banner-rules.ts';
import { keepBannerState } from './banner-state.ts';

export interface SmartAppBannerOptions {
  appStoreId: string;
  playStoreId: string;
}

/** Invites iOS and Android visitors to the app, until they close it or open the app. */
export default definePlugin({
  name: 'smart-app-banner',
  async setup(ctx, options: SmartAppBannerOptions) {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // Storage may be blocked; the banner then shows every time, which is harmless.
    }
    if (!shouldShowBanner(navigator.userAgent, storage)) return;
    keepBannerState({ ctx, options, storage });
    const [{ SmartAppBanner }] = await Promise.all([import('./SmartAppBanner.tsx'), ctx.loadMessages()]);
    // In the shell's bottom dock, under the cookie bar: neither covers the other, and the chat and help buttons rise above both.
    ctx.fillSlot('bottom-dock', { id: 'banner', component: SmartAppBanner, order: 20 });
  },
});
