import { consentBannerService } from '../../contracts/consent-service.ts';
import { definePlugin } from '../../core/plugin-api.ts';
import { captureAttribution, clearAttribution, setSignupTracking, siteCookieOptions, type CookieOptions } from './attribution.ts';
import { activateAccepted, insertBlockedScripts, watchBlocked, type BlockedScript } from './blocking.ts';
import { ConsentBannerGate, CookieSettingsButton, preferencesOpener } from './ConsentSlots.tsx';
import { createConsentStore } from './consent-store.ts';
import { bannerAwaitsAnswer, toConsentState, type BannerVariant } from './consent-rules.ts';
import { keepConsentState } from './consent-state.ts';

export interface ConsentOptions {
  bannerVariant: BannerVariant;
  cookieDomain?: string;
  scripts?: BlockedScript[];
}

/**
 * Cookie consent: banner, preferences modal, the saved choice (server and session), script and
 * iframe blocking, attribution cookies. Owner of the `consentChanged` hook.
 */
export default definePlugin({
  name: 'consent',
  async setup(ctx, options: ConsentOptions) {
    const consent = createConsentStore(ctx);
    // Spec 02 section 9: attribution cookies are site-wide, on the store's cookie domain.
    const cookies: CookieOptions = siteCookieOptions(options.cookieDomain, location.hostname);
    // The landing page, captured now: consent may come several pages later.
    const landing = { pathname: location.pathname, search: location.search, referrer: document.referrer };
    let signupPending = false;

    keepConsentState({ ctx, consent, variant: options.bannerVariant, openPreferences: preferencesOpener(ctx, consent) });

    // Other plugins' modals (the register modal) wait while the banner asks.
    ctx.provide(consentBannerService, { awaitsAnswer: () => bannerAwaitsAnswer(consent.state.sessionReady, consent.state.consent) });

    insertBlockedScripts(document, options.scripts ?? []);
    let stopWatching: (() => void) | null = null;

    ctx.on.consentChanged((state) => {
      if (state.advertising) {
        captureAttribution(document, landing, cookies);
        if (signupPending) setSignupTracking(document, ctx.store.storeId, cookies);
        signupPending = false;
      } else if (state.given) {
        clearAttribution(document, cookies);
      }
      if (state.functional || state.advertising) {
        // Newly accepted categories run now; embeds added later run as they appear.
        if (stopWatching) activateAccepted(document, state);
        else stopWatching = watchBlocked(document, () => consent.state.consent);
      }
    });

    ctx.on.sessionReady((session) => {
      signupPending = session.raw?.isSignupEvent ?? false;
      consent.fromSession(toConsentState(session.raw?.cookieConsentPreferences));
    });

    // A sign-up in the page (the session changes instead of loading): the signup tracking cookie
    // is set now with advertising consent, else once that consent is given.
    ctx.on.sessionChanged(({ session }) => {
      if (!session.raw?.isSignupEvent) return;
      if (consent.state.consent.advertising) setSignupTracking(document, ctx.store.storeId, cookies);
      else signupPending = true;
    });

    await ctx.loadMessages();
    // In the shell's bottom dock: stacked with the app banner, first for the keyboard after the skip link.
    ctx.fillSlot('bottom-dock', { id: 'banner', component: ConsentBannerGate, order: 10 });
    ctx.fillSlot('footer.extra', { id: 'settings', component: CookieSettingsButton });
  },
});
