import type { PluginContext } from '../../core/plugin-api.ts';
import { captureAttribution, clearAttribution, setSignupTracking, siteCookieOptions, type CookieOptions } from './attribution.ts';
import { activateAccepted, insertBlockedScripts, watchBlocked, type BlockedScript } from './blocking.ts';
import type { ConsentStore } from './consent-store.ts';

interface BrowserOptions {
  cookieDomain?: string;
  scripts?: BlockedScript[];
}

/**
 * What consent changes in the browser: third-party scripts and embeds kept blocked until their
 * category is accepted, and the attribution and sign-up cookies set or cleared with the answer.
 */
export function startInBrowser(ctx: PluginContext<'consent'>, consent: ConsentStore, options: BrowserOptions): void {
  // Spec 02 section 9: attribution cookies are site-wide, on the store's cookie domain.
  const cookies: CookieOptions = siteCookieOptions(options.cookieDomain, location.hostname);
  // The landing page, captured now: consent may come several pages later.
  const landing = { pathname: location.pathname, search: location.search, referrer: document.referrer };
  let signupPending = false;

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
  });

  // A sign-up in the page (the session changes instead of loading): the signup tracking cookie
  // is set now with advertising consent, else once that consent is given.
  ctx.on.sessionChanged(({ session }) => {
    if (!session.raw?.isSignupEvent) return;
    if (consent.state.consent.advertising) setSignupTracking(document, ctx.store.storeId, cookies);
    else signupPending = true;
  });
}
