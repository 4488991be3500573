import type { ConsentState } from '../../core/kernel/events.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import {
  captureAttribution,
  clearAttribution,
  isPaidSource,
  readAttributionQuery,
  setSignupTracking,
  type CookieOptions,
} from './attribution.ts';
import { activateAccepted, insertBlockedScripts, watchBlocked, type BlockedScript } from './blocking.ts';
import { createBannerGate, createSettingsButton, preferencesOpener } from './ConsentSlots.tsx';
import { createConsentStore } from './consent-store.ts';
import { toConsentState, type BannerVariant } from './consent-rules.ts';
import type { ConsentDeps } from './deps.ts';

export interface ConsentOptions {
  bannerVariant: BannerVariant;
  cookieDomain?: string;
  scripts?: BlockedScript[];
}

/** What other plugins may read with ctx.use('consent') (they never import this plugin). */
export interface ConsentService {
  current(): ConsentState;
  openPreferences(): void;
  /** The clear action for the attribution values. */
  clearAttribution(): void;
  attribution: ReturnType<typeof readAttributionQuery> & { paidSource: boolean };
}

/**
 * Cookie consent: banner, preferences modal, the saved choice (server and session), script and
 * iframe blocking, attribution cookies. Owner of the `consentChanged` hook.
 */
export default definePlugin<ConsentOptions>({
  name: 'consent',
  async setup(ctx, options) {
    const consent = createConsentStore(ctx);
    const cookies: CookieOptions = options.cookieDomain ? { domain: options.cookieDomain } : {};
    // The landing page, captured now: consent may come several pages later.
    const landing = { pathname: location.pathname, search: location.search, referrer: document.referrer };
    const query = readAttributionQuery(landing.search);
    let signupPending = false;

    const deps: ConsentDeps = {
      consent,
      shell: ctx.shell,
      variant: options.bannerVariant,
      openPreferences: () => opener(),
    };
    const opener = preferencesOpener(ctx.i18n, ctx.shell, consent, () => deps);

    insertBlockedScripts(document, options.scripts ?? []);
    let stopWatching: (() => void) | null = null;

    ctx.hooks.consentChanged.tap('consent', (state) => {
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

    ctx.hooks.sessionReady.tap('consent', (session) => {
      signupPending = session.raw?.isSignupEvent ?? false;
      consent.fromSession(toConsentState(session.raw?.cookieConsentPreferences));
    });

    ctx.provide<ConsentService>('consent', {
      current: () => ({ ...consent.state.consent }),
      openPreferences: deps.openPreferences,
      clearAttribution: () => clearAttribution(document, cookies),
      attribution: { ...query, paidSource: isPaidSource(query) },
    });

    await ctx.loadMessages((locale) => import(`./locales/${locale}/messages.po`));
    ctx.fillSlot('overlays', { id: 'banner', component: createBannerGate(deps) });
    ctx.fillSlot('footer.extra', { id: 'settings', component: createSettingsButton(deps) });
  },
});
