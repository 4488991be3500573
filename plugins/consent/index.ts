import { consentBannerService } from '../../contracts/consent-service.ts';
import { definePlugin } from '../../core/plugin-api.ts';
import type { BlockedScript } from './blocking.ts';
import { bannerEntry, CookieSettingsButton, preferencesOpener } from './ConsentSlots.tsx';
import { createConsentStore } from './consent-store.ts';
import { bannerAwaitsAnswer, toConsentState, type BannerVariant } from './consent-rules.ts';
import { keepConsentState } from './consent-state.ts';
import { startInBrowser } from './in-browser.ts';

export interface ConsentOptions {
  bannerVariant: BannerVariant;
  cookieDomain?: string;
  scripts?: BlockedScript[];
}

/**
 * Cookie consent: banner, preferences modal, the saved choice (server and session), script and
 * iframe blocking, attribution cookies. Owner of the `consentChanged` hook.
 *
 * Deferred, and set up by the server too: the banner is in the first screen of every visitor who
 * has not answered (the page cache's audience carries the answer), so the server renders it and
 * the browser keeps that markup until this plugin has loaded.
 */
export default definePlugin({
  name: 'consent',
  async setup(ctx, options: ConsentOptions) {
    const consent = createConsentStore(ctx);
    keepConsentState({ ctx, consent, variant: options.bannerVariant, openPreferences: preferencesOpener(ctx, consent) });

    // Other plugins' modals (the register modal) wait while the banner asks.
    ctx.provide(consentBannerService, { awaitsAnswer: () => bannerAwaitsAnswer(consent.state.sessionReady, consent.state.consent) });

    // The browser's part taps sessionReady first: a sign-up's tracking waits on the consent it announces.
    if (typeof document !== 'undefined') startInBrowser(ctx, consent, options);
    ctx.on.sessionReady((session) => consent.fromSession(toConsentState(session.raw?.cookieConsentPreferences)));

    await ctx.loadMessages();
    // In the shell's bottom dock: stacked with the app banner, first for the keyboard after the skip link.
    ctx.fillSlot('bottom-dock', await bannerEntry(ctx));
    ctx.fillSlot('footer.extra', { id: 'settings', component: CookieSettingsButton });
  },
});
